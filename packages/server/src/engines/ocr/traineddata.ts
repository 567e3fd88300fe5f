import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const LANGUAGES = ['swe', 'eng'] as const;
/** The LSTM-only "best_int" models: smaller and faster than the legacy+LSTM ones, and just as accurate here. */
const MODEL_FOLDER = '4.0.0_best_int';

/**
 * tesseract.js reads every language from one `langPath`, but the npm packages ship one folder each.
 * Links (or copies) both gzipped traineddata files into `dir` and returns it.
 */
export function prepareLanguageData(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of LANGUAGES) {
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    const source = path.join(packageDir, MODEL_FOLDER, `${lang}.traineddata.gz`);
    const target = path.join(dir, `${lang}.traineddata.gz`);
    if (fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size) continue;
    fs.rmSync(target, { force: true });
    try {
      fs.symlinkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
  }
  return dir;
}
