import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** English→Swedish errors noticed in everyday text (issue 11), on the real lexicon: team-written cases. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('everyday en→sv constructions', () => {
  it.each([
    // have got = possession, have got to = must
    ['Have you got a pen?', 'Har du en penna?'],
    ["We haven't got any milk.", 'Vi har inte någon mjölk.'],
    ["I've got to go.", 'Jag måste gå.'],
    ['He got a new job.', 'Han fick ett nytt jobb.'],
    // sorry to bother you, be there, look like, hurry
    ['Sorry to bother you.', 'Förlåt att jag stör.'],
    ['I want to be there.', 'Jag vill vara där.'],
    ['You look like your mother.', 'Du liknar din mamma.'],
    ['We have to hurry.', 'Vi måste skynda oss.'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
});
