/**
 * Estimates how far lines of text are tilted, in degrees (positive: lines fall to the right, i.e. the page was
 * turned clockwise). Projection-profile method: for each candidate angle, shear the dark pixels back and count
 * them per row; level text gives the spikiest profile (largest sum of squared row counts).
 * Tesseract's own layout analysis breaks lines apart from about 2° of tilt, so the preprocessor straightens first.
 */
export function estimateSkewDegrees(gray: Uint8Array, width: number, height: number, maxDegrees = 10): number {
  const points = darkPixels(gray, width, height);
  if (points.length < 50) return 0;
  let best = { angle: 0, score: -1 };
  const search = (from: number, to: number, step: number) => {
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = profileScore(points, angle);
      if (score > best.score) best = { angle, score };
    }
  };
  search(-maxDegrees, maxDegrees, 0.5);
  const coarse = best.angle;
  search(coarse - 0.5, coarse + 0.5, 0.1);
  return Math.round(best.angle * 10) / 10;
}

/** Coordinates of ink pixels on a grid of at most ~1000 columns, as a flat [x0, y0, x1, y1, …] array. */
function darkPixels(gray: Uint8Array, width: number, height: number): Int32Array {
  const stride = Math.max(1, Math.ceil(width / 1000));
  const histogram = new Uint32Array(256);
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      const value = gray[y * width + x]!;
      histogram[value]! += 1;
      sum += value;
      count += 1;
    }
  }
  const mean = sum / Math.max(1, count);
  // Ink is darker than the midpoint between the darkest 2 % and the average: works for low contrast too.
  let seen = 0;
  let dark = 0;
  while (dark < 255 && seen + histogram[dark]! < count * 0.02) seen += histogram[dark++]!;
  const threshold = (dark + mean) / 2;
  const points: number[] = [];
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      if (gray[y * width + x]! < threshold) points.push(x / stride, y / stride);
    }
  }
  return Int32Array.from(points);
}

function profileScore(points: Int32Array, degrees: number): number {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const rows = new Map<number, number>();
  for (let i = 0; i < points.length; i += 2) {
    const row = Math.round(points[i + 1]! - points[i]! * slope);
    rows.set(row, (rows.get(row) ?? 0) + 1);
  }
  let score = 0;
  for (const n of rows.values()) score += n * n;
  return score;
}
