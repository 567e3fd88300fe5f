import { describe, expect, it } from 'vitest';
import { filenameOf } from './card-tools-api';

describe('filenameOf (Content-Disposition)', () => {
  it.each([
    [`attachment; filename="Ol mat.csv"; filename*=UTF-8''%C3%96l%20mat.csv`, 'Öl mat.csv'],
    ['attachment; filename="Verbs.apkg"', 'Verbs.apkg'],
    [`attachment; filename="x.csv"; filename*=UTF-8''%E0%A4%A.csv`, 'x.csv'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, name) => {
    expect(filenameOf(header)).toBe(name);
  });
});
