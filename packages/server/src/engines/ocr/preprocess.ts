import sharp from 'sharp';
import { estimateSkewDegrees } from './deskew.js';

export type ImageType = 'png' | 'jpeg';

/** Decided by the file's first bytes, never by its name or declared content type. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

/** The image could not be decoded: corrupt, truncated, or larger than the pixel limit. */
export class UnreadableImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableImageError';
  }
}

/** Tesseract reads best with capital letters ~20–40 px high; this range keeps typical photos and screenshots there. */
export const TARGET_LONG_SIDE = { min: 1500, max: 2500 } as const;

/** Below this tilt tesseract reads lines fine, and rotating would only blur them. */
const MIN_SKEW_DEGREES = 0.5;

export interface PreprocessOptions {
  maxPixels: number;
}

/**
 * EXIF auto-rotation, grayscale, scaling so the longer side is 1,500–2,500 px, a light blur against speckle, and deskewing.
 * `limitInputPixels` makes sharp refuse decompression bombs before decoding them.
 * Returns an uncompressed-ish PNG: tesseract decodes it faster than a JPEG and loses nothing.
 */
export async function preprocessImage(bytes: Buffer, options: PreprocessOptions): Promise<Buffer> {
  try {
    const input = sharp(bytes, { limitInputPixels: options.maxPixels, failOn: 'warning' });
    const meta = await input.metadata();
    if (!meta.width || !meta.height) throw new UnreadableImageError('no dimensions');
    if (meta.width * meta.height > options.maxPixels) throw new UnreadableImageError('too many pixels');
    // EXIF orientations 5–8 swap width and height.
    const swapped = (meta.orientation ?? 1) >= 5;
    const longSide = Math.max(meta.width, meta.height);
    const target = Math.min(TARGET_LONG_SIDE.max, Math.max(TARGET_LONG_SIDE.min, longSide));
    const scale = target / longSide;
    // Transparent screenshots: dark text on nothing must not turn into dark text on black.
    let pipeline = input.rotate().flatten({ background: '#ffffff' }).grayscale();
    if (scale !== 1) {
      const width = Math.round((swapped ? meta.height : meta.width) * scale);
      pipeline = pipeline.resize({ width, kernel: scale > 1 ? 'cubic' : 'lanczos3' });
    }
    // A light Gaussian blur (σ 1 px) removes sensor and JPEG speckle that tesseract's binarisation would read as
    // letters: the photo-like test image reads 100 % wrong without it, 0 % with it. A 3×3 median does as well but
    // costs ~150 ms per photo; the blur ~10 ms.
    const { data, info } = await pipeline.blur(1).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    const skew = estimateSkewDegrees(data, info.width, info.height);
    let straight = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (Math.abs(skew) >= MIN_SKEW_DEGREES) straight = straight.rotate(-skew, { background: '#ffffff' });
    return await straight.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
}
