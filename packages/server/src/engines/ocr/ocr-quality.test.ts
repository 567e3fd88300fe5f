import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOcrConfig } from '../../config.js';
import { ocrLanguages } from '../../features/ocr/service.js';
import { characterErrorRate, generateOcrTestImages, type TestImage } from '../../test/ocr-images.js';
import { createOcrEngine, type OcrWorkerPool } from './index.js';
import { cleanOcrText } from './postprocess.js';
import { preprocessImage } from './preprocess.js';

// The whole offline pipeline (sharp preprocessing → tesseract.js → post-processing) on generated images.
let images: TestImage[];
let engine: OcrWorkerPool;

beforeAll(async () => {
  images = await generateOcrTestImages();
  engine = createOcrEngine(defaultOcrConfig({ workers: 2 }));
}, 60_000);

afterAll(async () => {
  await engine?.close();
});

async function read(image: TestImage): Promise<string> {
  const prepared = await preprocessImage(fs.readFileSync(image.file), { maxPixels: 40_000_000 });
  return cleanOcrText(await engine.recognize(prepared, ocrLanguages(image.direction)));
}

describe('OCR quality on generated images', () => {
  it('reads clean renders with a character error rate of at most 2 % and degraded ones at most 5 %', async () => {
    const results = await Promise.all(
      images.map(async (image) => {
        const text = await read(image);
        return { image, text, cer: characterErrorRate(text, image.truth) };
      }),
    );
    const report = results.map(({ image, cer }) => `${image.name}: ${(cer * 100).toFixed(2)} %`).join('\n');
    for (const { image, cer, text } of results) {
      expect(cer, `${image.name} read as:\n${text}\n\nall:\n${report}`).toBeLessThanOrEqual(
        image.degraded ? 0.05 : 0.02,
      );
      // Wrapped prose comes back as whole paragraphs: no line break inside one (items are kept apart elsewhere).
      expect(text, `${image.name} read as:\n${text}`).not.toMatch(/[^\n]\n[^\n]/);
    }
  }, 180_000);

  it('keeps paragraphs apart and joins the word hyphenated across lines', async () => {
    const image = images.find((candidate) => candidate.name === 'sv-sans-32') as TestImage;
    const text = await read(image);
    expect(text.split('\n\n')).toHaveLength(2);
    expect(text).toContain('förskolan');
    expect(text).not.toMatch(/försk?-/);
  }, 60_000);
});
