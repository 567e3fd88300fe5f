import { CARD_IO_LIMITS } from './card-search.js';

const maxRows = CARD_IO_LIMITS.importMaxRows.toLocaleString('en-US');
const maxMb = CARD_IO_LIMITS.importMaxBytes / (1024 * 1024);
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * Messages of editing, moving, searching, importing and exporting cards (issue 14; not in the product spec).
 * Spread into MESSAGES, so server and web still take every string from one place.
 */
export const CARD_MESSAGES = {
  // Edit and move
  edit: 'Edit',
  editFlashcard: 'Edit Flashcard',
  editCollection: 'Edit Collection',
  save: 'Save',
  saving: 'Saving...',
  moveTo: 'Move to…',
  moveCardLabel: (front: string) => `Move “${front}” to another collection`,
  editCardLabel: (front: string) => `Edit “${front}”`,
  nothingToUpdate: 'Nothing to update: send front_text, back_text, example_sentence or collection_id',
  failedToUpdateFlashcard: 'Failed to update flashcard',
  failedToUpdateCollection: 'Failed to update collection',
  cardMoved: (collection: string) => `Moved to ${collection}`,

  // Find
  searchCards: 'Search cards',
  searchPlaceholder: 'Search front, back or example',
  sortBy: 'Sort by',
  sortLabels: {
    created: 'Oldest first',
    next_review: 'Next review',
    newest: 'Newest first',
    hardest: 'Hardest first',
  },
  noMatchingCards: 'No cards match your search',
  dueCount: (count: number) => `${count} due`,
  searchTooLong: `q must be at most ${CARD_IO_LIMITS.searchMaxLength} characters`,
  sortInvalid: 'sort must be one of created, next_review, newest, hardest',

  // Export
  export: 'Export',
  exportCsv: 'CSV (spreadsheet)',
  exportCsvWithReviews: 'CSV with review history (.zip)',
  exportAnki: 'Anki package (.apkg)',
  failedToExport: 'Failed to export the collection',
  exportFormatInvalid: 'format must be csv or apkg',
  exportIncludeInvalid: 'include must be reviews',
  exportReviewsCsvOnly: 'include=reviews is only available with format=csv',

  // Import
  import: 'Import',
  importCards: 'Import Cards',
  importHelp:
    'A CSV or TSV file with front, back and an optional example per row, with or without a header row — ' +
    'Anki’s “Notes in Plain Text” export works too. Rows already in the collection are skipped.',
  importFileLabel: 'File to import',
  importChooseFile: 'Please choose a CSV or TSV file to import',
  importOneFile: 'Please import one file at a time',
  importTooLarge: `The file is too large (max ${maxMb} MB)`,
  importTooManyRows: `The file has too many rows (max ${maxRows})`,
  importNotText: 'The file is not a text file: choose a CSV or TSV file',
  importInvalidUtf8: 'The file is not UTF-8 text: save it as UTF-8 (CSV UTF-8) and try again',
  importEmpty: 'The file has no cards',
  importTooManyColumns: 'Too many columns: expected front, back and an optional example',
  importHasErrors: (count: number) => `Nothing was imported: ${plural(count, 'row has', 'rows have')} errors`,
  importPreviewSummary: (ready: number, skipped: number, errors: number) =>
    `${plural(ready, 'card', 'cards')} to import · ${plural(skipped, 'duplicate', 'duplicates')} skipped · ` +
    plural(errors, 'error', 'errors'),
  importFixErrors:
    'Fix the rows with errors and choose the file again; nothing is imported while any row has an error.',
  importConfirm: (count: number) => `Import ${plural(count, 'card', 'cards')}`,
  importDone: (imported: number, skipped: number) =>
    `Imported ${plural(imported, 'card', 'cards')}${skipped ? `, skipped ${plural(skipped, 'duplicate', 'duplicates')}` : ''}`,
  importLine: (line: number) => `Line ${line}`,
  failedToImport: 'Failed to import the file',
  importReading: 'Reading the file...',
  importing: 'Importing...',
} as const;
