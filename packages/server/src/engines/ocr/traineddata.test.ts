import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/temp-dir.js';
import { prepareLanguageData } from './traineddata.js';

describe('prepareLanguageData', () => {
  it('puts both gzipped traineddata files in one folder, and is idempotent', () => {
    const dir = path.join(tempDir('st-tessdata-'), 'langs');
    prepareLanguageData(dir);
    prepareLanguageData(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['eng.traineddata.gz', 'swe.traineddata.gz']);
    for (const file of fs.readdirSync(dir)) {
      const bytes = fs.readFileSync(path.join(dir, file));
      expect(bytes.length).toBeGreaterThan(1_000_000);
      expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    }
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});
