import { describe, expect, it } from 'vitest';
import { parseWordLists, wordMap, wordSet } from './word-lists.js';

describe('word lists', () => {
  it('parses sets and word → value lists, skipping comments and blank lines', () => {
    const l = parseWordLists([{ name: 'a.tsv', text: '# header\n\nfood\tmat\nfood\tsoppa\nprep\tafraid of\tför\r\n' }]);
    expect([...l.sets.get('food')!]).toEqual(['mat', 'soppa']);
    expect(l.maps.get('prep')!.get('afraid of')).toBe('för');
    expect(l.maps.has('food')).toBe(false);
  });

  it('names the file and line of a malformed row', () => {
    expect(() => parseWordLists([{ name: 'b.tsv', text: 'ok\tword\nlonely\n' }])).toThrow('b.tsv:2');
    expect(() => parseWordLists([{ name: 'c.tsv', text: 'x\ty\tz\textra\n' }])).toThrow('c.tsv:1');
  });

  it('loads the engine lists from data/lists and reports a missing one by name', () => {
    expect(wordSet('stative-en').has('know')).toBe(true);
    expect(wordMap('adjective-prepositions-en').get('afraid of')).toBe('för');
    expect(() => wordSet('no-such-list')).toThrow('"no-such-list"');
  });
});
