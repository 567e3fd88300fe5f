/** Business constants and limits (spec section 9 and the issues). */
export const LIMITS = {
  passwordMinLength: 6,
  passwordMaxLength: 1024,
  fullNameMaxLength: 100,
  collectionNameMaxLength: 100,
  collectionDescriptionMaxLength: 500,
  flashcardTextMaxLength: 1000,
  translateTextMaxLength: 5000,
  dictionaryWordMaxLength: 100,
  errorBannerTimeoutMs: 5000,
  textareaRows: 6,
  imagePreviewMaxHeightPx: 300,
  /** Default upload limit (MAX_IMAGE_MB) and the decoded-size limit against decompression bombs. */
  maxImageMb: 10,
  maxImageMegapixels: 40,
  sessionRefreshMarginSeconds: 300,
} as const;

/** Auth modal timers (spec section 4). */
export const AUTH_TIMERS_MS = {
  closeAfterSignIn: 1500,
  backToSignInAfterPasswordUpdate: 2000,
  backToSignInAfterResetEmail: 3000,
} as const;

/** Languages offered for a collection (spec section 3). */
export const COLLECTION_LANGUAGES = [
  { code: 'sv', name: 'Swedish' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ru', name: 'Russian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'zh', name: 'Chinese' },
] as const;
export type LanguageCode = (typeof COLLECTION_LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE_FROM: LanguageCode = 'sv';
export const DEFAULT_LANGUAGE_TO: LanguageCode = 'en';
