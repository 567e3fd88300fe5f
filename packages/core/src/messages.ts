import { CARD_MESSAGES } from './card-messages.js';
import type { EngineId } from './translation.js';

/** Counts as shown everywhere (counter, limit messages): "5,000". */
export function formatCount(count: number): string {
  return count.toLocaleString('en');
}

/** Which engine made a translation, in words a visitor understands (shown under the translation). */
const ENGINE_NOTES: Record<EngineId, string> = {
  builtin:
    "Translated by this site's own rule-based translator, which runs here without sending your text anywhere. It knows everyday words and grammar; long or unusual sentences can read stiffly.",
  neural:
    "Translated by a neural translation model (OPUS-MT) running on this site's own server; your text is not sent anywhere else.",
  deepl: 'Translated by DeepL.',
  libretranslate: 'Translated by LibreTranslate.',
  openai: 'Translated by an AI language model.',
};

/**
 * Every user-facing string the product specification names, verbatim, in one place.
 * Server and web both import from here so the wording never drifts.
 */
export const MESSAGES = {
  appTitle: 'Swedish Translator',
  loading: 'Loading...',

  // Translate page
  textTabHeading: 'Text Translation',
  imageTabHeading: 'Image Translation',
  textTabSubtitle: 'Translate text between Swedish and English',
  imageTabSubtitle: 'Extract and translate text from images.',
  translate: 'Translate',
  translating: 'Translating...',
  reset: 'Reset',
  enterTextToTranslate: 'Please enter some text to translate',
  translationFailed: (message: string) => `Translation failed: ${message}`,
  serverRespondedWithStatus: (code: number) => `Server responded with status: ${code}`,
  unknownError: 'Unknown error',
  networkError: 'Network error. Please try again.',
  textTooLong: (max: number) => `Text is too long (max ${formatCount(max)} characters)`,
  characterCounter: (count: number, max: number) => `${formatCount(count)} / ${formatCount(max)}`,
  directionInvalid: 'direction must be sv-en or en-sv',
  translationBusy: 'Translation service is busy, please try again',
  tooManyRequests: (seconds: number) => `Too many requests, please try again in ${seconds} seconds`,
  ctrlEnterTip: 'Tip: press Ctrl+Enter (Cmd+Enter on a Mac) to translate.',
  copyTranslation: 'Copy translation',
  copied: 'Copied',
  alternativesHeading: 'In the dictionary:',
  engineNote: (engine: EngineId) => ENGINE_NOTES[engine],
  translationPlaceholder: 'The translation appears here.',
  // Dictionary lookup (GET /api/dictionary; not in the spec)
  dictionaryWordRequired: 'Please enter a word to look up',
  dictionaryWordTooLong: (max: number) => `Word is too long (max ${max} characters)`,
  dictionaryWordNotText: 'word must be given once, as text',
  dictionaryLanguageInvalid: 'from must be sv or en',
  // Learner's lookup card (web; not in the spec)
  lookupUnknownWord: 'Not in the dictionary: left untranslated',
  lookupUncertainWord: 'The engine guessed this sense without a cue in the sentence: check it',
  lookupNoEntries: 'This word is not in the dictionary.',
  lookupFailed: 'Could not look up this word. Please try again.',
  lookupCardLabel: (word: string) => `Dictionary: ${word}`,
  addToFlashcards: 'Add to flashcards',
  closeLookup: 'Close',
  lookupHint: 'Click or tap any word to look it up.',
  listenTo: (what: string) => `Listen to ${what}`,
  translationHeading: (language: 'English' | 'Swedish') => `${language} Translation:`,
  textPlaceholder: (language: 'Swedish' | 'English') => `Enter your ${language} text here...`,

  // Image tab
  uploadAndTranslate: 'Upload and Translate',
  processing: 'Processing...',
  mayTakeAMoment: 'This may take a moment...',
  clearImage: 'Clear Image',
  translatedText: 'Translated Text:',
  selectImageToTranslate: 'Please select an image to translate',
  noTranslationFound: 'No translation found in the response',
  extractedText: 'Extracted Text',
  imageTip: 'Tip: supported formats are JPEG, PNG and JPG. Make sure the text in the image is clear and readable.',
  unsupportedImageType: 'Unsupported image type. Use PNG or JPEG.',
  imageTooLarge: (maxMb: number) => `Image is too large (max ${maxMb} MB)`,
  couldNotReadImage: 'Could not read the image',
  uploadOneImage: 'Please upload one image at a time',
  ocrBusy: 'The image reader is busy, please try again in a moment',
  ocrFailed: 'Reading the text in the image failed, please try again',

  // Flashcards area
  signInToAccessFlashcards: 'Sign in to access flashcards',
  signInToManageFlashcards: 'Sign in to manage flashcards',
  myCollections: 'My Collections',
  startReview: 'Start Review',
  newCollection: 'New Collection',
  createCollection: 'Create Collection',
  noCollectionsYet: 'No collections yet',
  noFlashcardsYet: 'No flashcards yet',
  addFlashcard: 'Add Flashcard',
  review: 'Review',
  back: 'Back',
  collectionNotFound: 'Collection not found',
  flashcardNotFound: 'Flashcard not found',
  loadingCollection: 'Loading collection...',
  flashcardCount: (count: number) => (count === 1 ? '1 flashcard' : `${count} flashcards`),
  reviewCount: 'Review Count',
  lastReviewed: 'Last reviewed',
  nextReview: 'Next Review',
  readyNow: 'Ready now',
  reviewing: (collection: string) => `Reviewing: ${collection}`,
  progress: (completed: number, total: number) => `${completed} / ${total} completed`,
  clickToReveal: 'Click the card to reveal the answer',
  howWellDidYouKnow: 'How well did you know this?',
  reviewComplete: 'Review Complete!',
  noCardsDue: 'No cards due for review',
  cardsPreviouslyReviewed: 'Cards Previously Reviewed',
  totalReviews: 'Total Reviews',
  createFlashcard: 'Create Flashcard',
  cancel: 'Cancel',
  selectCollectionAndFill: 'Please select a collection and fill in the flashcard details',
  signInToCreateFlashcards: 'Please sign in to create flashcards',
  collectionNameRequired: 'Collection name is required',
  frontAndBackRequired: 'Front text and back text are required',
  confirmDeleteFlashcard: 'Are you sure you want to delete this flashcard?',
  confirmDeleteCollection:
    'Are you sure you want to delete this collection? This will also delete all flashcards in it.',
  failedToCreateFlashcard: 'Failed to create flashcard',
  failedToLoadFlashcards: 'Failed to load flashcards',
  failedToDeleteFlashcard: 'Failed to delete flashcard',
  failedToLoadCollections: 'Failed to load collections',
  failedToCreateCollection: 'Failed to create collection',
  failedToDeleteCollection: 'Failed to delete collection',
  failedToAddFlashcard: 'Failed to add flashcard',
  failedToUpdateReview: 'Failed to update review',
  failedToLoadDueFlashcards: 'Failed to load due flashcards',
  failedToLoadFlashcardsForReview: 'Failed to load flashcards for review',
  invalidDifficultyRating: 'difficulty_rating must be 1, 3 or 5',
  unrated: 'Unrated',
  flashcardTooltip:
    'Spaced repetition: a new card is due right away. After its first review it comes back in 24 hours, whatever you answer. ' +
    'After that, Hard brings it back the next day; each Medium or Easy in a row doubles the wait (1, 2, 4, 8 days and so on), ' +
    'up to 30 days for Easy.',
  learningTip: 'Learning tip: save phrases you want to remember as flashcards and review them a little every day.',

  ...CARD_MESSAGES,

  // Auth
  signIn: 'Sign In',
  signUp: 'Sign Up',
  signOut: 'Sign Out',
  resetPassword: 'Reset Password',
  updatePassword: 'Update Password',
  sendResetEmail: 'Send Reset Email',
  forgotPassword: 'Forgot your password?',
  noAccountSignUp: "Don't have an account? Sign Up",
  haveAccountSignIn: 'Already have an account? Sign In',
  backToSignIn: 'Back to Sign In',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  resetSessionNotFound: 'Password reset session not found. Please request a new reset link.',
  resetLinkExpired: 'Password reset link has expired. Please request a new one.',
  operationFailed: 'Operation failed',
  failedToUpdatePassword: 'Failed to update password',
  failedToUpdatePasswordTryAgain: 'Failed to update password. Please try again.',
  invalidEmailOrPassword: 'Invalid email or password',
  // Neural engine notice (not in the spec; shown while TRANSLATION_ENGINE=auto fetches the models)
  neuralModelDownloading: (percent: number | null) =>
    `Downloading the neural translation model${percent === null ? '' : ` (${percent}%)`}. Translations use the built-in engine until it is ready.`,
  neuralModelLoading: 'Loading the neural translation model. Translations use the built-in engine until it is ready.',
  neuralModelProgressLabel: 'Model download progress',
  // Text integrity (not in the spec; the rule is in text-integrity.ts)
  textLoneSurrogate: (field: string) => `${field} contains an invalid character (a lone UTF-16 surrogate)`,
  textControlCharacter: (field: string, character: string) =>
    `${field} must not contain control characters (${character})`,
  textInvisibleCharacter: (field: string, character: string) =>
    `${field} must not contain invisible formatting characters (${character})`,
  textNotStorable: 'The text contains a character that cannot be stored',
} as const;
