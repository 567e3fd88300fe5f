/**
 * Renders the OCR test images with their ground truth: Swedish and English paragraphs with å, ä and ö in
 * several fonts and sizes, plus rotated, noisy, low-contrast, JPEG-quality-40 and EXIF-rotated variants and a
 * 1600×1200 photo-like image for the benchmark. Uses sharp's SVG renderer and the DejaVu fonts
 * (Debian fonts-dejavu-core). Deterministic: same bytes every run, written to a cache folder, never committed.
 *
 *   npx tsx packages/server/src/test/ocr-images.ts [folder]   # writes the images and truth.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Direction } from '@swedish-translator/core';
import sharp from 'sharp';
import { cachedImages, escapeXml } from './render-cache.js';

export const SWEDISH_TEXT = [
  'Det var en gång en liten flicka som bodde i ett rött hus vid sjön. Hon älskade att läsa böcker om djur och växter, och varje sommar åkte hon till sin mormor på landet.',
  'Vi måste köpa mjölk, smör och ägg innan affären stänger. Kan du hämta barnen från förskolan i dag? Jag kommer hem sent eftersom mötet på jobbet drar över.',
];

export const ENGLISH_TEXT = [
  'The weather in Stockholm was cold but bright this morning. Åsa and Björn walked along the water to the old town, where they bought coffee and warm cinnamon buns.',
  'Please remember to bring your passport and your ticket to the station. The train to Göteborg leaves at nine o’clock and the journey takes about three hours.',
];

export type Variant = 'clean' | 'rotated' | 'noisy' | 'low-contrast' | 'jpeg-40' | 'exif-rotated' | 'photo';

export interface TestImage {
  name: string;
  variant: Variant;
  /** Clean renders must reach CER ≤ 2 %, degraded ones ≤ 5 %. */
  degraded: boolean;
  direction: Direction;
  /** Paragraphs joined by a blank line, as the OCR pipeline returns them. */
  truth: string;
  file: string;
  width: number;
  height: number;
}

interface Spec {
  name: string;
  variant: Variant;
  direction: Direction;
  paragraphs: string[];
  font: 'DejaVu Sans' | 'DejaVu Serif' | 'DejaVu Sans Mono';
  size: number;
  width: number;
  /** Split one long word across two lines with a hyphen, to exercise the joining. */
  hyphenate?: string;
}

const SPECS: Spec[] = [
  {
    name: 'sv-sans-32',
    variant: 'clean',
    direction: 'sv-en',
    paragraphs: SWEDISH_TEXT,
    font: 'DejaVu Sans',
    size: 32,
    width: 1400,
    hyphenate: 'förskolan',
  },
  {
    name: 'sv-serif-22',
    variant: 'clean',
    direction: 'sv-en',
    paragraphs: SWEDISH_TEXT,
    font: 'DejaVu Serif',
    size: 22,
    width: 1000,
  },
  {
    name: 'sv-mono-44',
    variant: 'clean',
    direction: 'sv-en',
    paragraphs: SWEDISH_TEXT.slice(0, 1),
    font: 'DejaVu Sans Mono',
    size: 44,
    width: 1800,
  },
  {
    name: 'en-sans-26',
    variant: 'clean',
    direction: 'en-sv',
    paragraphs: ENGLISH_TEXT,
    font: 'DejaVu Sans',
    size: 26,
    width: 1200,
  },
  {
    name: 'en-serif-40',
    variant: 'clean',
    direction: 'en-sv',
    paragraphs: ENGLISH_TEXT,
    font: 'DejaVu Serif',
    size: 40,
    width: 2000,
    hyphenate: 'cinnamon',
  },
  {
    name: 'sv-rotated',
    variant: 'rotated',
    direction: 'sv-en',
    paragraphs: SWEDISH_TEXT,
    font: 'DejaVu Sans',
    size: 30,
    width: 1400,
  },
  {
    name: 'en-noisy',
    variant: 'noisy',
    direction: 'en-sv',
    paragraphs: ENGLISH_TEXT,
    font: 'DejaVu Serif',
    size: 30,
    width: 1400,
  },
  {
    name: 'sv-low-contrast',
    variant: 'low-contrast',
    direction: 'sv-en',
    paragraphs: SWEDISH_TEXT,
    font: 'DejaVu Sans',
    size: 30,
    width: 1400,
  },
  {
    name: 'sv-jpeg-40',
    variant: 'jpeg-40',
    direction: 'sv-en',
    paragraphs: SWEDISH_TEXT,
    font: 'DejaVu Serif',
    size: 26,
    width: 1200,
  },
  {
    name: 'en-exif-rotated',
    variant: 'exif-rotated',
    direction: 'en-sv',
    paragraphs: ENGLISH_TEXT,
    font: 'DejaVu Sans',
    size: 30,
    width: 1400,
  },
  {
    name: 'sv-photo',
    variant: 'photo',
    direction: 'sv-en',
    paragraphs: SWEDISH_TEXT,
    font: 'DejaVu Sans',
    size: 34,
    width: 1600,
  },
];

const AVERAGE_GLYPH_WIDTH = { 'DejaVu Sans': 0.56, 'DejaVu Serif': 0.58, 'DejaVu Sans Mono': 0.61 } as const;

/** Greedy word wrap by estimated glyph width; returns lines per paragraph. */
function wrap(spec: Spec, margin: number): string[][] {
  const perLine = Math.floor((spec.width - 2 * margin) / (spec.size * AVERAGE_GLYPH_WIDTH[spec.font]));
  return spec.paragraphs.map((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (spec.hyphenate && word.replace(/\W/g, '') === spec.hyphenate) {
        const cut = Math.ceil(word.length / 2);
        lines.push(`${line} ${word.slice(0, cut)}-`);
        line = word.slice(cut);
        continue;
      }
      const candidate = line ? `${line} ${word}` : word;
      if (candidate.length <= perLine) {
        line = candidate;
        continue;
      }
      lines.push(line);
      line = word;
    }
    if (line) lines.push(line);
    return lines;
  });
}

function renderSvg(spec: Spec, colours: { ink: string; paper: string }): { svg: string; height: number } {
  const margin = Math.round(spec.size * 2);
  const lineHeight = Math.round(spec.size * 1.45);
  const paragraphs = wrap(spec, margin);
  const texts: string[] = [];
  let y = margin + spec.size;
  for (const lines of paragraphs) {
    for (const line of lines) {
      texts.push(
        `<text x="${margin}" y="${y}" font-family="${spec.font}" font-size="${spec.size}" fill="${colours.ink}">${escapeXml(line)}</text>`,
      );
      y += lineHeight;
    }
    y += lineHeight;
  }
  const height = spec.variant === 'photo' ? 1200 : y + margin - lineHeight;
  const background =
    spec.variant === 'photo'
      ? `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3eee2"/><stop offset="1" stop-color="#c9c2b0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`
      : `<rect width="100%" height="100%" fill="${colours.paper}"/>`;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${height}">${background}${texts.join('')}</svg>`,
    height,
  };
}

/** A small deterministic PRNG so the noisy images are identical on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function addNoise(image: sharp.Sharp, amplitude: number, seed: number): Promise<sharp.Sharp> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const random = mulberry32(seed);
  for (let i = 0; i < data.length; i += info.channels) {
    const delta = (random() + random() + random() - 1.5) * amplitude;
    for (let c = 0; c < info.channels; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c]! + delta));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

async function render(spec: Spec, folder: string): Promise<TestImage> {
  const colours =
    spec.variant === 'low-contrast' ? { ink: '#8a8a8a', paper: '#c4c4c4' } : { ink: '#111', paper: '#fff' };
  const { svg, height } = renderSvg(spec, colours);
  let image = sharp(Buffer.from(svg));
  let extension = 'png';
  switch (spec.variant) {
    case 'rotated':
      image = sharp(await image.png().toBuffer()).rotate(4, { background: '#ffffff' });
      break;
    case 'noisy':
      image = await addNoise(image, 90, 7);
      break;
    case 'photo':
      image = await addNoise(sharp(await image.blur(0.8).png().toBuffer()), 40, 11);
      image = sharp(await image.png().toBuffer()).jpeg({ quality: 82 });
      extension = 'jpg';
      break;
    case 'jpeg-40':
      image = image.jpeg({ quality: 40 });
      extension = 'jpg';
      break;
    case 'exif-rotated':
      // Pixels stored turned a quarter left; EXIF orientation 6 tells viewers to turn them back, as phones do.
      image = sharp(await image.png().toBuffer())
        .rotate(-90)
        .jpeg({ quality: 90 })
        .withMetadata({ orientation: 6 });
      extension = 'jpg';
      break;
    default:
      break;
  }
  if (extension === 'png') image = image.png();
  const file = path.join(folder, `${spec.name}.${extension}`);
  await image.toFile(file);
  return {
    name: spec.name,
    variant: spec.variant,
    degraded: spec.variant !== 'clean',
    direction: spec.direction,
    truth: spec.paragraphs.join('\n\n'),
    file,
    width: spec.width,
    height,
  };
}

/** Default cache folder (the repository's .cache/, ignored by git); generation is skipped when truth.json there is current. */
export const OCR_IMAGE_CACHE = fileURLToPath(new URL('../../../../.cache/ocr-images', import.meta.url));
const GENERATOR_VERSION = 1;

export async function generateOcrTestImages(folder = OCR_IMAGE_CACHE): Promise<TestImage[]> {
  return cachedImages(folder, GENERATOR_VERSION, async () => {
    const images: TestImage[] = [];
    for (const spec of SPECS) images.push(await render(spec, folder));
    return images;
  });
}

/** Character error rate: edit distance over the truth's length, whitespace runs counted as one space. */
export function characterErrorRate(recognised: string, truth: string): number {
  const a = normalise(recognised);
  const b = normalise(truth);
  return levenshtein(a, b) / Math.max(1, b.length);
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const folder = path.resolve(process.argv[2] ?? OCR_IMAGE_CACHE);
  fs.rmSync(path.join(folder, 'truth.json'), { force: true });
  const images = await generateOcrTestImages(folder);
  for (const image of images) console.log(`${image.name.padEnd(18)} ${image.variant.padEnd(13)} ${image.file}`);
}
