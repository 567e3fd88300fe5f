import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { estimateSkewDegrees } from './deskew.js';
import { detectImageType, preprocessImage, UnreadableImageError } from './preprocess.js';

const MAX_PIXELS = 40_000_000;

async function textImage(width: number, height: number): Promise<Buffer> {
  const rows = Array.from(
    { length: Math.floor(height / 60) - 1 },
    (_, i) =>
      `<text x="40" y="${60 + i * 60}" font-family="DejaVu Sans" font-size="32">Hej hopp och välkommen hem till oss</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${rows.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('detectImageType', () => {
  it.each([
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])],
    [undefined, Buffer.from('%PDF-1.7\n')],
    [undefined, Buffer.from('GIF89a')],
    [undefined, Buffer.from([0x89, 0x50, 0x4e])],
    [undefined, Buffer.alloc(0)],
  ])('%s for %o', (expected, bytes) => {
    expect(detectImageType(bytes)).toBe(expected);
  });
});

describe('preprocessImage', () => {
  it('scales small images up and large ones down into 1,500–2,500 px on the longer side, in grayscale', async () => {
    for (const [width, height, expected] of [
      [800, 300, 1500],
      [3200, 1000, 2500],
      [1800, 1200, 1800],
    ] as const) {
      const meta = await sharp(
        await preprocessImage(await textImage(width, height), { maxPixels: MAX_PIXELS }),
      ).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeCloseTo(expected, -1);
      expect(meta.channels).toBe(1);
    }
  });

  it('applies the EXIF orientation of phone photos', async () => {
    const upright = await textImage(1600, 600);
    const stored = await sharp(upright).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const meta = await sharp(await preprocessImage(stored, { maxPixels: MAX_PIXELS })).metadata();
    expect(meta.width).toBeGreaterThan(meta.height ?? 0);
  });

  it('refuses images above the pixel limit and corrupt ones as unreadable', async () => {
    const image = await textImage(1000, 1000);
    await expect(preprocessImage(image, { maxPixels: 500_000 })).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(
      preprocessImage(image.subarray(0, image.length / 2), { maxPixels: MAX_PIXELS }),
    ).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

describe('estimateSkewDegrees', () => {
  it.each([0, 2, -3, 4.5])('finds a tilt of %s°', async (angle) => {
    const tilted = await sharp(await textImage(1400, 700))
      .rotate(angle, { background: '#fff' })
      .png()
      .toBuffer();
    const { data, info } = await sharp(tilted).grayscale().raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(estimateSkewDegrees(data, info.width, info.height) - angle)).toBeLessThanOrEqual(0.3);
  });

  it('says 0 for a blank page', () => {
    expect(estimateSkewDegrees(new Uint8Array(100 * 100).fill(255), 100, 100)).toBe(0);
  });
});
