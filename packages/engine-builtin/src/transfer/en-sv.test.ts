import { describe, expect, it } from 'vitest';
import { miniEngine } from '../test-support/fixture.js';

const engine = miniEngine();
const t = (s: string) => engine.translateSentence(s, 'en-sv');

describe('en→sv transfer rules (fixed mini lexicon)', () => {
  it.each([
    // the → definite suffix or den/det/de + adjective; agreement in gender and number
    ['The big car is red.', 'Den stora bilen är röd.'],
    ['The house is big.', 'Huset är stort.'],
    ['My new car is fast.', 'Min nya bil är snabb.'],
    ['I have a new car and a big house.', 'Jag har en ny bil och ett stort hus.'],
    ['The cars are new.', 'Bilarna är nya.'],
    // English analysis: irregular verbs and nouns back to their lemmas
    ['The children went home.', 'Barnen gick hem.'],
    // V2 after a fronted adverbial and after a leading subordinate clause
    ['Today I go home.', 'Idag går jag hem.'],
    ['If it is cold, we go home.', 'Om det är kallt, går vi hem.'],
    // do-support and contractions removed; inte after the finite verb
    ['Do you go?', 'Går du?'],
    ["I don't eat fish.", 'Jag äter inte fisk.'],
    ["He doesn't eat fish.", 'Han äter inte fisk.'],
    ["I can't swim.", 'Jag kan inte simma.'],
    // perfect, modals, want to
    ['Have you eaten?', 'Har du ätit?'],
    ['I will read the book.', 'Jag ska läsa boken.'],
    ['We want to go home.', 'Vi vill gå hem.'],
    // progressive → simple present
    ['I am reading the book now.', 'Jag läser boken nu.'],
    ['What are you reading now?', 'Vad läser du nu?'],
    // there is/are → det finns
    ['There are many cars in the city.', 'Det finns många bilar i staden.'],
    ['There is milk.', 'Det finns mjölk.'],
    // particle and reflexive verbs
    ['I like the book.', 'Jag tycker om boken.'],
    ["I don't like fish.", 'Jag tycker inte om fisk.'],
    ['She felt tired.', 'Hon kände sig trött.'],
    // passive → s-passive, by → av
    ['The book was written by a child.', 'Boken skrevs av ett barn.'],
    // subordinate clause word order, imperative, phrases
    ['I thought that the car was new.', 'Jag tyckte att bilen var ny.'],
    ['Read the book!', 'Läs boken!'],
    ['How are you?', 'Hur mår du?'],
  ])('%s → %s', (en, sv) => {
    expect(t(en).text).toBe(sv);
  });

  it('keeps numbers, times and URLs and marks unknown words', () => {
    // Swedish writes clock times with a point (10.30).
    const r = t('He lives at www.example.com, at 10:30, 25 cars.');
    expect(r.text).toBe('Han bor på www.example.com, klockan 10.30, 25 bilar.');
    const u = t('Erik lives in Uppsala.');
    expect(u.text).toBe('Erik bor i Uppsala.');
    // A name written the same in both languages is known; another capitalised word is kept and reported.
    expect(u.unknown).toBeUndefined();
    expect(t('Zorblax lives in Uppsala.').unknown).toEqual(['Zorblax']);
  });
});
