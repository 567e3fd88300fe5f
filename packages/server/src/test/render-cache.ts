import fs from 'node:fs';
import path from 'node:path';

/** Text for an SVG <text> element. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Images rendered into `folder` with their truth in `truth.json`; rendered again only when the generator version
 * changed or a file is missing.
 */
export async function cachedImages<T extends { file: string }>(
  folder: string,
  version: number,
  renderAll: () => Promise<T[]>,
): Promise<T[]> {
  const index = path.join(folder, 'truth.json');
  try {
    const cached = JSON.parse(fs.readFileSync(index, 'utf8')) as { version: number; images: T[] };
    if (cached.version === version && cached.images.every((image) => fs.existsSync(image.file))) {
      return cached.images;
    }
  } catch {
    // not generated yet
  }
  fs.mkdirSync(folder, { recursive: true });
  const images = await renderAll();
  fs.writeFileSync(index, JSON.stringify({ version, images }, null, 2));
  return images;
}
