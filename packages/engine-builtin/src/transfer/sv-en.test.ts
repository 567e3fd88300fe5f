import { describe, expect, it } from 'vitest';
import { miniEngine } from '../test-support/fixture.js';

const engine = miniEngine();
const t = (s: string) => engine.translateSentence(s, 'sv-en');

describe('sv→en transfer rules (fixed mini lexicon)', () => {
  it.each([
    // definite suffix → the, adjective agreement read back
    ['Den stora bilen är röd.', 'The big car is red.'],
    ['Huset är stort.', 'The house is big.'],
    ['Barnen läser böcker.', 'The children read books.'],
    // V2: fronted adverbial, subject after the verb
    ['Idag går jag hem.', 'Today I go home.'],
    // inverted yes/no questions get do-support or aux inversion
    ['Går du?', 'Do you go?'],
    ['Har du ätit?', 'Have you eaten?'],
    // negation → do-support and contractions; third person agreement
    ['Jag äter inte fisk.', "I don't eat fish."],
    ['Han äter inte fisk.', "He doesn't eat fish."],
    ['Jag kan inte simma.', "I can't swim."],
    // perfect, modals and future
    ['Jag har ätit.', 'I have eaten.'],
    ['Jag ska läsa boken.', 'I will read the book.'],
    ['Han kommer att läsa boken.', 'He will read the book.'],
    ['Vi vill gå hem.', 'We want to go home.'],
    ['Du måste gå.', 'You have to go.'],
    // det finns → there is/are with agreement
    ['Det finns många bilar i staden.', 'There are many cars in the city.'],
    ['Det finns mjölk.', 'There is milk.'],
    // particle and reflexive verbs, with the particle after 'inte'
    ['Jag tycker om boken.', 'I like the book.'],
    ['Jag tycker inte om fisk.', "I don't like fish."],
    ['Hon kände sig trött.', 'She felt tired.'],
    // s-passive with agent
    ['Boken skrevs av ett barn.', 'The book was written by a child.'],
    // progressive chosen by 'nu'
    ['Vad läser du nu?', 'What are you reading now?'],
    ['Jag läser boken nu.', 'I am reading the book now.'],
    // subordinate clauses: 'inte' before the verb, inversion after a leading clause
    ['Jag tyckte att bilen var ny.', 'I thought that the car was new.'],
    ['Om det är kallt, går vi hem.', 'If it is cold, we go home.'],
    // coordinated subject is plural; imperative
    ['Erik och Anna bor i Uppsala.', 'Erik and Anna live in Uppsala.'],
    ['Läs boken!', 'Read the book!'],
    // fixed phrases
    ['Hur mår du?', 'How are you?'],
  ])('%s → %s', (sv, en) => {
    expect(t(sv).text).toBe(en);
  });

  it('keeps numbers, times and URLs, and marks unknown words', () => {
    const r = t('Han bor på www.example.com, 10:30, 25 bilar.');
    expect(r.text).toContain('www.example.com');
    expect(r.text).toContain('10:30');
    expect(r.text).toContain('25 cars');
    expect(r.unknown ?? []).not.toContain('www.example.com');
  });

  it('passes unknown words through untouched and lists them; names keep their casing, listed unless known', () => {
    const r = t('Jag ser Zorblax i Uppsala.');
    expect(r.text).toContain('Zorblax');
    expect(r.text).toContain('Uppsala');
    expect(r.unknown).toEqual(['ser', 'Zorblax']);
  });

  it('capitalises the first word and keeps the final punctuation', () => {
    expect(t('huset är stort.').text).toBe('The house is big.');
    expect(t('Är du trött?').text).toMatch(/^Are you tired\?$/);
  });

  it('returns empty input unchanged', () => {
    expect(t('').text).toBe('');
  });
});
