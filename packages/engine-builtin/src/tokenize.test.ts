import { describe, expect, it } from 'vitest';
import { capitalizeFirst, detokenize, tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('keeps URLs, e-mail addresses, times, dates and decimals whole', () => {
    const toks = tokenize('Se https://exempel.se/a?b=1, mejla a.b@c.se kl. 10:30 den 2024-05-01 för 3,5 kr.');
    const texts = toks.map((t) => t.text);
    expect(texts).toContain('https://exempel.se/a?b=1');
    expect(texts).toContain('a.b@c.se');
    expect(texts).toContain('10:30');
    expect(texts).toContain('2024-05-01');
    expect(texts).toContain('3,5');
    expect(toks.find((t) => t.text === '10:30')!.kind).toBe('num');
  });

  it('keeps å, ä, ö and apostrophes inside words and notes capitals', () => {
    const toks = tokenize("Åsa's don't öl");
    expect(toks.map((t) => t.text)).toEqual(["Åsa's", "don't", 'öl']);
    expect(toks[0]!.cap).toBe(true);
    expect(toks[2]!.cap).toBe(false);
  });

  it('keeps a Swedish ending after a colon with its abbreviation, not after a label', () => {
    expect(tokenize('Skicka PDF:en och sms:et, CV:t och snabel-a:n.').map((t) => t.text)).toEqual([
      'Skicka',
      'PDF:en',
      'och',
      'sms:et',
      ',',
      'CV:t',
      'och',
      'snabel-a:n',
      '.',
    ]);
    expect(tokenize('Obs: en kopia').map((t) => t.text)).toEqual(['Obs', ':', 'en', 'kopia']);
    expect(tokenize('Tid:en').map((t) => t.text)).toEqual(['Tid', ':', 'en']);
  });
});

describe('detokenize', () => {
  it('attaches punctuation and quotes', () => {
    expect(
      detokenize([{ text: 'Hello' }, { text: ',', punct: true }, { text: 'world' }, { text: '!', punct: true }]),
    ).toBe('Hello, world!');
    expect(
      detokenize([
        { text: 'He' },
        { text: 'said' },
        { text: '"', punct: true },
        { text: 'hi' },
        { text: '"', punct: true },
      ]),
    ).toBe('He said "hi"');
    expect(detokenize([{ text: '(', punct: true }, { text: 'x' }, { text: ')', punct: true }])).toBe('(x)');
  });

  it('capitalises the first letter only', () => {
    expect(capitalizeFirst('"hello there"')).toBe('"Hello there"');
    expect(capitalizeFirst('www.x.se is a site')).toBe('www.x.se is a site');
  });
});
