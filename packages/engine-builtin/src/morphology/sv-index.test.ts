import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../lexicon/load.js';
import { MINI_DIR } from '../test-support/fixture.js';
import type { SvAnalysis, SvIndex } from './sv-forms.js';
import { buildFullSvIndex, buildSvIndex } from './sv-index.js';

/** Everything an analysis says, with the entry compared by identity. */
function same(a: SvAnalysis, b: SvAnalysis): boolean {
  const { entry: ea, ...ra } = a;
  const { entry: eb, ...rb } = b;
  return ea === eb && JSON.stringify(ra) === JSON.stringify(rb);
}

/** The forms (among `forms`) whose analyses differ between the on-demand index and the full one, in order. */
function differences(full: Map<string, SvAnalysis[]>, lazy: SvIndex, forms: Iterable<string>): string[] {
  const out: string[] = [];
  for (const form of forms) {
    const want = full.get(form);
    const got = lazy.get(form);
    const equal = want && got ? want.length === got.length && want.every((a, i) => same(a, got[i]!)) : want === got;
    if (!equal) out.push(form);
  }
  return out;
}

describe('the Swedish form index built on demand', () => {
  // The whole lexicon: every form of every entry, and words next to them that are mostly no form at all.
  it.each([
    ['the data folder', undefined],
    ['the mini lexicon', MINI_DIR],
  ])(
    'gives exactly the analyses, in the order, of the full index over %s',
    (_, dir) => {
      const lex = loadLexicon(dir);
      const full = buildFullSvIndex(lex);
      const lazy = buildSvIndex(lex);
      const forms = [...full.keys()];
      expect(forms.length).toBeGreaterThan(dir ? 100 : 50_000);
      const near = forms.filter((_, i) => i % 5 === 0).flatMap((f) => [`${f}s`, `${f}na`, f.slice(0, -1), `o${f}`]);
      expect(differences(full, lazy, near)).toEqual([]);
      // Asked twice and in another order, the answers are the same arrays.
      expect(differences(full, lazy, forms.reverse())).toEqual([]);
      const first = forms.map((f) => lazy.get(f));
      expect(forms.every((f, i) => lazy.get(f) === first[i])).toBe(true);
    },
    120_000,
  ); // the whole lexicon twice over: well over vitest's 5 s default on a busy machine

  it('finds irregular forms no cut of the word leads to', () => {
    const lazy = buildSvIndex(loadLexicon());
    const lemmas = (form: string) => (lazy.get(form) ?? []).map((a) => `${a.pos}:${a.entry.lemma ?? ''}`);
    expect(lemmas('gick')).toContain('verb:gå');
    expect(lemmas('böcker')).toContain('noun:bok');
    expect(lemmas('skrevs')).toContain('verb:skriva');
    expect(lemmas('vore')).toContain('verb:vara');
    expect(lemmas('små')).toContain('adj:liten');
    expect(lazy.get('qqxz')).toBeUndefined();
    expect(lazy.has('qqxz')).toBe(false);
    expect(lazy.has('gick')).toBe(true);
  }, 60_000);
});
