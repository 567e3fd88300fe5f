import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The tiny OPUS-MT-layout models (Xenova/opus-mt-sv-en and Xenova/opus-mt-en-sv, 0.4 MB each, only the files the
 * engine loads), committed as a fixture so the tests need no Python. Regenerate them with
 * `python3 scripts/make-test-model.py --out DIR` (python3-torch, python3-onnx) and copy the files listed in
 * engines/translation/neural/model-files.ts (MODEL_FILES) from DIR into test-data/neural-models.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'test-data/neural-models');

/** Model ids of the tiny generated models (the production defaults, so the same code path loads them). */
export const TEST_MODEL_IDS = { 'sv-en': 'Xenova/opus-mt-sv-en', 'en-sv': 'Xenova/opus-mt-en-sv' } as const;

/** The folder holding both test models; read-only: tests that damage files use `copyTestModels`. */
export async function ensureTestModels(): Promise<string> {
  return FIXTURE;
}

/** Copies the test models into `dir` (tests that damage files work on their own copy). */
export async function copyTestModels(dir: string): Promise<string> {
  fs.cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}
