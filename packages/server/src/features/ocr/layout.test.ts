import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOcrConfig } from '../../config.js';
import { createOcrEngine, type OcrWorkerPool } from '../../engines/ocr/index.js';
import { createBuiltinTranslator } from '../../engines/translation/builtin.js';
import { generateOcrLayoutImages, type LayoutImage } from '../../test/ocr-layout-images.js';
import { TranslationService } from '../translation/service.js';
import { createImageTranslationService } from './service.js';

// Photos of a sign, a menu, a list and wrapped paragraphs through the real pipeline: sharp preprocessing,
// tesseract.js, the line joints of the post-processor, and the built-in engine in its worker pool. Generous
// timeouts: starting tesseract takes seconds, and much longer on a loaded shared machine.
let images: LayoutImage[];
let ocr: OcrWorkerPool;
let translation: TranslationService;
let service: ReturnType<typeof createImageTranslationService>;

beforeAll(async () => {
  images = await generateOcrLayoutImages();
  ocr = createOcrEngine(defaultOcrConfig({ workers: 2 }));
  const translator = createBuiltinTranslator({ workers: 1, queueSize: 8, taskTimeoutMs: 30_000 });
  const neuralStatus = () => ({ installed: false, downloading: false, progress: null });
  translation = new TranslationService(translator, { configured: 'builtin', cacheBytes: 1 << 20, neuralStatus });
  service = createImageTranslationService({ ocr, translation: () => translation });
}, 180_000);

afterAll(async () => {
  await ocr?.close();
  await translation?.close();
});

async function read(name: string) {
  const image = images.find((candidate) => candidate.name === name) as LayoutImage;
  return service.translateImage(fs.readFileSync(image.file), image.direction);
}

/** The non-empty lines of a text: items and paragraphs alike. */
const linesOf = (text: string) => text.split('\n').filter((line) => line.trim());

describe('text from photos keeps its items apart', () => {
  it('reads a two-line sign as two lines and translates them one by one', async () => {
    const { extracted_text, translated_text } = await read('sign-parking');
    expect(extracted_text).toBe('Parkering förbjuden\nGäller ej helgdagar');
    const translated = linesOf(translated_text);
    expect(translated).toHaveLength(2);
    expect(translated[0]).toMatch(/park/i);
    expect(translated[1]).toMatch(/holiday/i);
    expect(translated[0]).not.toMatch(/holiday/i);
  }, 120_000);

  it('keeps the lines of a sign photographed at a slant apart', async () => {
    const { extracted_text, translated_text } = await read('sign-parking-slanted');
    expect(extracted_text).toBe('PARKERING FÖRBJUDEN\nGäller ej helgdagar');
    expect(linesOf(translated_text)).toHaveLength(2);
  }, 120_000);

  it('keeps the heading, each dish with its price and the footer of a menu on lines of their own', async () => {
    const { extracted_text, translated_text } = await read('menu-prices');
    const lines = linesOf(extracted_text);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('Dagens lunch');
    expect(lines[1]).toMatch(/^Köttbullar med potatismos\b/);
    expect(lines[2]).toMatch(/^Stekt lax med dillsås 129 kr$/);
    expect(lines[3]).toMatch(/^Pannkakor med sylt 95 kr$/);
    expect(lines[4]).toMatch(/^Kaffe och kaka ing/);
    const translated = linesOf(translated_text);
    expect(translated).toHaveLength(5);
    expect(translated[1]).toMatch(/meatballs/i);
    expect(translated[2]).toMatch(/salmon/i);
    expect(translated[3]).toMatch(/pancakes/i);
  }, 120_000);

  it('joins an ingredient list wrapped after a comma but keeps the other lines of a label apart', async () => {
    const { extracted_text, translated_text } = await read('label-pack');
    expect(linesOf(extracted_text)).toEqual([
      'Ingredienser: vetemjöl, socker, smör, ägg, bakpulver, salt.',
      'Bäst före: se förpackningens botten',
      'Förvaras torrt',
    ]);
    expect(linesOf(translated_text)).toHaveLength(3);
  }, 120_000);

  it('keeps the lines of an English sign apart', async () => {
    const { extracted_text, translated_text } = await read('sign-english');
    expect(extracted_text).toBe('No entry\nStaff only');
    expect(linesOf(translated_text)).toHaveLength(2);
  }, 120_000);

  it('keeps the items of a list apart', async () => {
    const { extracted_text } = await read('list-shopping');
    expect(linesOf(extracted_text)).toHaveLength(4);
  }, 120_000);

  it('still joins prose wrapped over several lines, apart from its heading', async () => {
    const { extracted_text, translated_text } = await read('prose-wrapped');
    const lines = linesOf(extracted_text);
    expect(lines).toEqual([
      'Information till föräldrar',
      'Förskolan är stängd på fredag eftersom personalen har planeringsdag. Kom ihåg att ta med extra kläder på måndag, och märk gärna alla kläder med barnets namn. Hör av dig till oss om du har några frågor.',
    ]);
    expect(linesOf(translated_text)).toHaveLength(2);
  }, 120_000);
});
