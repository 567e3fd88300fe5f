import { describe, expect, it } from 'vitest';
import { miniEngine } from './test-support/fixture.js';

const engine = miniEngine();

describe('lookup', () => {
  it('gives senses with part of speech and noun grammar', () => {
    const alts = engine.lookup('bilen', 'sv-en');
    expect(alts).toContainEqual({ text: 'car', pos: 'noun', note: 'en bil, bilar' });
    expect(alts.map((a) => a.text)).toContain('automobile');
  });

  it('gives principal parts for verbs and handles particle verbs and phrases', () => {
    expect(engine.lookup('åt', 'sv-en')[0]).toEqual({ text: 'eat', pos: 'verb', note: 'äta, äter, åt, ätit' });
    expect(engine.lookup('tycka om', 'sv-en')[0]).toMatchObject({ text: 'like', pos: 'verb' });
    expect(engine.lookup('hur mår du', 'sv-en')[0]).toEqual({ text: 'how are you', pos: 'phrase' });
  });

  it('keeps sense hints for learners', () => {
    expect(engine.lookup('gång', 'sv-en')[0]!.text).toBe('time (occasion)');
  });

  it('splits unknown compounds', () => {
    expect(engine.lookup('sjukhusparkering', 'sv-en')[0]).toMatchObject({ text: 'hospital parking', pos: 'noun' });
  });

  it('looks English words up through their inflections', () => {
    expect(engine.lookup('cars', 'en-sv')[0]).toEqual({ text: 'bil', pos: 'noun', note: 'en bil, bilar' });
    expect(engine.lookup('went', 'en-sv')[0]).toMatchObject({ text: 'gå', pos: 'verb' });
  });

  it('refuses phrases longer than three words and unknown words', () => {
    expect(engine.lookup('jag har en bil', 'sv-en')).toEqual([]);
    expect(engine.lookup('qqqq', 'sv-en')).toEqual([]);
  });
});
