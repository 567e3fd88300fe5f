import { describe, expect, it } from 'vitest';
import { readGold } from './en-tagging-gold.js';

const TAGS = new Set('NOUN VERB AUX ADJ ADV ADP DET PRON CCONJ SCONJ NUM PART PROPN PUNCT INTJ SYM X _'.split(' '));

describe('English tagging gold set', () => {
  const gold = readGold();

  it('reads every row, each token in sentence order', () => {
    expect(gold.length).toBeGreaterThanOrEqual(300);
    for (const s of gold) expect(s.tokens.length, s.id).toBeGreaterThan(0);
  });

  it('uses only the coarse tags its header names', () => {
    for (const s of gold)
      for (const t of s.tokens) for (const tag of t.tags) expect(TAGS.has(tag), `${s.id} ${t.text}/${tag}`).toBe(true);
  });

  it('has unique ids and covers the focus words', () => {
    expect(new Set(gold.map((s) => s.id)).size).toBe(gold.length);
    expect(gold.flatMap((s) => s.tokens).filter((t) => t.focus).length).toBeGreaterThanOrEqual(300);
  });
});
