import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcrEngine, OcrPage } from '../../engines/ocr/index.js';
import { createBuiltinTranslator } from '../../engines/translation/builtin.js';
import { TranslationService } from '../translation/service.js';
import { createImageTranslationService } from './service.js';

// The Image tab's lookup: the text read from an image goes through the same translation service as typed text,
// so with the built-in engine the reply carries alignment into extracted_text. OCR itself is a stand-in here (it
// is tested on real images in upload.api.test.ts); the preprocessing and the engine are the real ones.

const page: OcrPage = {
  blocks: [[{ text: 'Hundarna sover.', confidence: 95, top: 10, bottom: 40, left: 10, right: 300 }]],
};
const ocr: OcrEngine = { recognize: async () => page, warm: () => {}, close: async () => {} };

describe('image translation with the built-in engine', () => {
  const translator = createBuiltinTranslator({ workers: 1, queueSize: 4, taskTimeoutMs: 30_000 });
  const translation = new TranslationService(translator, {
    configured: 'builtin',
    cacheBytes: 1_000_000,
    neuralStatus: () => ({}) as never,
  });
  let image: Buffer;
  beforeAll(async () => {
    image = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
  });
  afterAll(() => translation.close());

  it('returns alignment into extracted_text and translated_text', async () => {
    const service = createImageTranslationService({ ocr, translation: () => translation });
    const reply = await service.translateImage(image, 'sv-en');
    expect(reply.extracted_text).toBe('Hundarna sover.');
    expect(reply.translated_text).toBe('The dogs are sleeping.');
    const pairs = (reply.alignment ?? []).map(
      (p) => `${reply.extracted_text.slice(...p.src)} → ${reply.translated_text.slice(...p.tgt)}`,
    );
    expect(pairs).toEqual(['Hundarna → The dogs', 'sover → are sleeping']);
  });
});
