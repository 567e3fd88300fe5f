import crypto from 'node:crypto';
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
    const source = traineddataFile(lang);
    const target = path.join(dir, `${lang}.traineddata.gz`);
    if (sameFile(source, target)) continue;
    // Built beside the target and renamed into place, so servers starting at once never see half a file.
    const temporary = `${target}.${process.pid}.${Date.now()}`;
    try {
      fs.symlinkSync(source, temporary);
    } catch {
      fs.copyFileSync(source, temporary);
    }
    fs.renameSync(temporary, target);
  }
  return dir;
}

/** A folder of its own per installation, so two checkouts on one machine never share links. */
export function defaultLanguageDataDir(tmpdir: string): string {
  const hash = crypto.createHash('sha256').update(traineddataFile('swe')).digest('hex').slice(0, 12);
  return path.join(tmpdir, `swedish-translator-tessdata-${hash}`);
}

function traineddataFile(lang: (typeof LANGUAGES)[number]): string {
  const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  return path.join(packageDir, MODEL_FOLDER, `${lang}.traineddata.gz`);
}

function sameFile(source: string, target: string): boolean {
  try {
    return fs.realpathSync(target) === source || fs.statSync(target).size === fs.statSync(source).size;
  } catch {
    return false;
  }
}
