/** One recognised word and its horizontal extent in pixels. */
export interface OcrWord {
  text: string;
  left: number;
  right: number;
}

/** One line of recognised text with tesseract's confidence (0–100) and its extent in pixels. */
export interface OcrLine {
  text: string;
  confidence: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** The line's words, when the engine reports them: their gaps show price columns and tables. */
  words?: OcrWord[];
}

/** Recognised text as layout blocks of lines, in reading order. */
export interface OcrPage {
  blocks: OcrLine[][];
}

/** Tesseract language codes, primary language first. */
export type OcrLanguages = readonly ['swe', 'eng'] | readonly ['eng', 'swe'];

/** Every OCR provider implements this; the app factory picks one. */
export interface OcrEngine {
  /** `image` is an already preprocessed PNG or JPEG. */
  recognize(image: Buffer, languages: OcrLanguages, signal?: AbortSignal): Promise<OcrPage>;
  /** Starts the workers in the background so the first request does not pay for it. */
  warm(): void;
  close(): Promise<void>;
}

/** All workers busy and the queue full. */
export class OcrBusyError extends Error {
  constructor() {
    super('OCR queue is full');
    this.name = 'OcrBusyError';
  }
}

/** The worker crashed or hung during this request; it has been replaced. */
export class OcrWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OcrWorkerError';
  }
}
