import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Direction } from '@swedish-translator/core';
import sharp from 'sharp';
import { cachedImages, escapeXml } from './render-cache.js';

interface Line {
  text: string;
  size: number;
  /** Horizontal placement: from the left margin, centred on the page, or split as item (left) + price (right). */
  align: 'left' | 'centre' | 'price';
  price?: string;
  bold?: boolean;
  /** Extra space above the line, in line heights. */
  gapBefore?: number;
}

export interface LayoutImage {
  name: string;
  direction: Direction;
  /** Items one per line ("\n"), paragraphs separated by a blank line, wrapped prose joined with spaces. */
  truth: string;
  file: string;
}

interface LayoutSpec {
  name: string;
  direction: Direction;
  width: number;
  lines: Line[];
  truth: string;
  /** Photographed at a slant: turned this many degrees. */
  rotate?: number;
}

const SANS = 'DejaVu Sans';

const wrapped = (text: string, size: number): Line[] => text.split('\n').map((t) => ({ text: t, size, align: 'left' }));

export const LAYOUT_SPECS: LayoutSpec[] = [
  {
    name: 'sign-parking',
    direction: 'sv-en',
    width: 1100,
    lines: [
      { text: 'Parkering förbjuden', size: 64, align: 'centre', bold: true },
      { text: 'Gäller ej helgdagar', size: 48, align: 'centre', gapBefore: 0.2 },
    ],
    truth: 'Parkering förbjuden\nGäller ej helgdagar',
  },
  {
    name: 'sign-parking-slanted',
    direction: 'sv-en',
    width: 1100,
    rotate: 3,
    lines: [
      { text: 'PARKERING FÖRBJUDEN', size: 60, align: 'centre', bold: true },
      { text: 'Gäller ej helgdagar', size: 48, align: 'centre', gapBefore: 0.2 },
    ],
    truth: 'PARKERING FÖRBJUDEN\nGäller ej helgdagar',
  },
  {
    name: 'menu-prices',
    direction: 'sv-en',
    width: 1200,
    lines: [
      { text: 'Dagens lunch', size: 52, align: 'centre', bold: true },
      { text: 'Köttbullar med potatismos', size: 34, align: 'price', price: '115 kr', gapBefore: 0.6 },
      { text: 'Stekt lax med dillsås', size: 34, align: 'price', price: '129 kr' },
      { text: 'Pannkakor med sylt', size: 34, align: 'price', price: '95 kr' },
      { text: 'Kaffe och kaka ingår', size: 30, align: 'centre', gapBefore: 0.6 },
    ],
    truth:
      'Dagens lunch\nKöttbullar med potatismos 115 kr\nStekt lax med dillsås 129 kr\nPannkakor med sylt 95 kr\nKaffe och kaka ingår',
  },
  {
    name: 'list-shopping',
    direction: 'sv-en',
    width: 700,
    lines: ['Mjölk', 'Smör', 'Ägg', 'Bröd'].map((text) => ({ text, size: 40, align: 'left' as const })),
    truth: 'Mjölk\nSmör\nÄgg\nBröd',
  },
  {
    name: 'label-pack',
    direction: 'sv-en',
    width: 1000,
    lines: [
      { text: 'Ingredienser: vetemjöl, socker, smör,', size: 30, align: 'left' },
      { text: 'ägg, bakpulver, salt.', size: 30, align: 'left' },
      { text: 'Bäst före: se förpackningens botten', size: 30, align: 'left', gapBefore: 0.3 },
      { text: 'Förvaras torrt', size: 30, align: 'left' },
    ],
    truth:
      'Ingredienser: vetemjöl, socker, smör, ägg, bakpulver, salt.\nBäst före: se förpackningens botten\nFörvaras torrt',
  },
  {
    name: 'sign-english',
    direction: 'en-sv',
    width: 1000,
    lines: [
      { text: 'No entry', size: 72, align: 'centre', bold: true },
      { text: 'Staff only', size: 48, align: 'centre', gapBefore: 0.2 },
    ],
    truth: 'No entry\nStaff only',
  },
  {
    name: 'prose-wrapped',
    direction: 'sv-en',
    width: 1300,
    lines: [
      { text: 'Information till föräldrar', size: 44, align: 'left', bold: true },
      ...wrapped(
        'Förskolan är stängd på fredag eftersom personalen har planeringsdag. Kom\nihåg att ta med extra kläder på måndag, och märk gärna alla kläder med\nbarnets namn. Hör av dig till oss om du har några frågor.',
        30,
      ).map((line, i) => (i === 0 ? { ...line, gapBefore: 0.4 } : line)),
    ],
    truth:
      'Information till föräldrar\nFörskolan är stängd på fredag eftersom personalen har planeringsdag. Kom ihåg att ta med extra kläder på måndag, och märk gärna alla kläder med barnets namn. Hör av dig till oss om du har några frågor.',
  },
];

function renderSvg(spec: LayoutSpec): string {
  const margin = 70;
  let y = margin;
  const texts: string[] = [];
  for (const line of spec.lines) {
    y += Math.round(line.size * (1.4 + (line.gapBefore ?? 0) * 1.4));
    const font = `font-family="${SANS}" font-size="${line.size}"${line.bold ? ' font-weight="bold"' : ''} fill="#1a1a1a"`;
    const text = escapeXml(line.text);
    if (line.align === 'centre') {
      texts.push(`<text x="${spec.width / 2}" y="${y}" text-anchor="middle" ${font}>${text}</text>`);
    } else {
      texts.push(`<text x="${margin}" y="${y}" ${font}>${text}</text>`);
    }
    if (line.price) {
      texts.push(`<text x="${spec.width - margin}" y="${y}" text-anchor="end" ${font}>${escapeXml(line.price)}</text>`);
    }
  }
  const height = y + margin;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${height}"><rect width="100%" height="100%" fill="#f6f3ea"/>${texts.join('')}</svg>`;
}

/** Same deterministic noise as a phone photo of paper: slight blur, then JPEG. */
async function render(spec: LayoutSpec, folder: string): Promise<LayoutImage> {
  const file = path.join(folder, `${spec.name}.jpg`);
  let image = sharp(Buffer.from(renderSvg(spec)));
  if (spec.rotate) image = sharp(await image.png().toBuffer()).rotate(spec.rotate, { background: '#f6f3ea' });
  const blurred = await image.blur(0.6).png().toBuffer();
  await sharp(blurred).jpeg({ quality: 85 }).toFile(file);
  return { name: spec.name, direction: spec.direction, truth: spec.truth, file };
}

export const OCR_LAYOUT_IMAGE_CACHE = fileURLToPath(new URL('../../../../.cache/ocr-layout-images', import.meta.url));
const GENERATOR_VERSION = 3;

export async function generateOcrLayoutImages(folder = OCR_LAYOUT_IMAGE_CACHE): Promise<LayoutImage[]> {
  return cachedImages(folder, GENERATOR_VERSION, async () => {
    const images: LayoutImage[] = [];
    for (const spec of LAYOUT_SPECS) images.push(await render(spec, folder));
    return images;
  });
}
