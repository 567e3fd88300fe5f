import sharp from 'sharp';

/** A screenshot-like PNG of the given paragraphs, rendered with sharp and the DejaVu fonts. */
export async function renderText(paragraphs: string[], width = 900): Promise<Buffer> {
  const lines = paragraphs.flatMap((paragraph, i) => (i === 0 ? [paragraph] : ['', paragraph]));
  const texts = lines
    .map((line, i) => `<text x="40" y="${70 + i * 46}" font-family="DejaVu Sans" font-size="30">${line}</text>`)
    .join('');
  const height = 70 + lines.length * 46;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
