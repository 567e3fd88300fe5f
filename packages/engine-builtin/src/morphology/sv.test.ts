import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../lexicon/load.js';
import { MINI_DIR } from '../test-support/fixture.js';
import { adjForm, analyzeSv, buildSvIndex, nounForm, reflexiveFor, verbForm } from './sv.js';

const lex = loadLexicon(MINI_DIR);
const index = buildSvIndex(lex);
const describeA = (w: string) =>
  analyzeSv(index, w).map((a) => {
    switch (a.pos) {
      case 'noun':
        return `noun:${a.entry.lemma}:${a.def ? 'def' : 'indef'}:${a.plural ? 'pl' : 'sg'}${a.gen ? ':gen' : ''}`;
      case 'verb':
        return `verb:${a.entry.lemma}:${a.form}${a.passive ? ':pass' : ''}`;
      case 'ppart':
        return `ppart:${a.entry.lemma}`;
      case 'adj':
        return `adj:${a.entry.lemma}:${a.form}`;
      case 'word':
        return `word:${a.entry.word}:${a.entry.pos}`;
      default:
        return '';
    }
  });

describe('Swedish analysis', () => {
  it.each([
    ['bilen', 'noun:bil:def:sg'],
    ['bilar', 'noun:bil:indef:pl'],
    ['bilarna', 'noun:bil:def:pl'],
    ['husen', 'noun:hus:def:pl'],
    ['böcker', 'noun:bok:indef:pl'],
    ['bilens', 'noun:bil:def:sg:gen'],
    ['barnets', 'noun:barn:def:sg:gen'],
    ['äter', 'verb:äta:pres'],
    ['åt', 'verb:äta:past'],
    ['ätit', 'verb:äta:sup'],
    ['ät', 'verb:äta:imp'],
    ['äts', 'verb:äta:pres:pass'],
    ['skrevs', 'verb:skriva:past:pass'],
    ['talas', 'verb:tala:inf:pass'],
    ['skriven', 'ppart:skriva'],
    ['stängd', 'ppart:stänga'],
    ['stort', 'adj:stor:neuter'],
    ['stora', 'adj:stor:def'],
    ['större', 'adj:stor:comp'],
    ['störst', 'adj:stor:sup'],
    ['största', 'adj:stor:sup'],
  ])('%s is analysed as %s', (w, expected) => {
    expect(describeA(w)).toContain(expected);
  });

  it('keeps closed-class readings of ambiguous words', () => {
    expect(describeA('det')).toEqual(expect.arrayContaining(['word:det:pron', 'word:det:det']));
  });
});

describe('Swedish generation', () => {
  const bil = lex.nouns.get('bil')![0]!;
  const hus = lex.nouns.get('hus')![0]!;
  const mjolk = lex.nouns.get('mjölk')![0]!;
  const stor = lex.adjectives.get('stor')![0]!;
  const ata = lex.verbs.get('äta')![0]!;
  const tala = lex.verbs.get('tala')![0]!;

  it.each([
    [bil, false, false, 'bil'],
    [bil, true, false, 'bilen'],
    [bil, false, true, 'bilar'],
    [bil, true, true, 'bilarna'],
    [hus, true, false, 'huset'],
    [hus, false, true, 'hus'],
    [mjolk, false, true, 'mjölk'],
    [mjolk, true, true, 'mjölken'],
  ] as const)('noun form', (e, def, pl, out) => expect(nounForm(e, def, pl)).toBe(out));

  it('agrees adjectives in gender, number and definiteness', () => {
    expect(adjForm(stor, 'en', false, false)).toBe('stor');
    expect(adjForm(stor, 'ett', false, false)).toBe('stort');
    expect(adjForm(stor, 'en', true, false)).toBe('stora');
    expect(adjForm(stor, 'ett', false, true)).toBe('stora');
  });

  it('builds verb forms and s-passives', () => {
    expect(verbForm(ata, 'pres')).toBe('äter');
    expect(verbForm(ata, 'sup')).toBe('ätit');
    expect(verbForm(ata, 'imp')).toBe('ät');
    expect(verbForm(ata, 'pres', true)).toBe('äts');
    expect(verbForm(tala, 'pres', true)).toBe('talas');
    expect(verbForm(tala, 'past', true)).toBe('talades');
  });

  it('chooses the reflexive pronoun for the subject', () => {
    expect(['jag', 'du', 'han', 'vi', 'ni', 'de'].map(reflexiveFor)).toEqual(['mig', 'dig', 'sig', 'oss', 'er', 'sig']);
  });
});
