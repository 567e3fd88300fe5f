import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitCompound } from './compound.js';
import { createBuiltinEngine, loadLexicon } from './index.js';
import { buildSvIndex } from './morphology/sv.js';
import { readTable } from './quality/read-table.js';

/** How many of the team's unlisted compounds (test-data/compounds.tsv) come out acceptably: a floor, only raised. */
const COMPOUND_FLOOR = 133;

const FILE = fileURLToPath(new URL('../test-data/compounds.tsv', import.meta.url));

const lex = loadLexicon();
const engine = createBuiltinEngine(lex, { strict: true });
const index = buildSvIndex(lex);

describe('compound analysis rules (real lexicon)', () => {
  it.each([
    ['försäljningsökning', ['försäljnings', 'ökning']], // -s- after -ning, not försäljning|sökning
    ['kvinnoorganisation', ['kvinno', 'organisation']], // -a → -o-
    ['hyressänkning', ['hyres', 'sänkning']], // hyra → hyres-
    ['förskolepersonal', ['förskole', 'personal']], // -a → -e-
    ['årslön', ['års', 'lön']],
  ])('%s → %j', (word, parts) => {
    expect(splitCompound(index, word)?.parts).toEqual(parts);
  });

  it.each([
    ['webbaserad', 'web-based'], // three b written as two
    ['nystartad', 'newly started'],
    ['forskningsbaserade', 'research-based'], // not forsknings|bas|e|rade
    ['ansökningsperioden', 'the application period'], // ansökan → ansöknings-
    ['bostadspolitik', 'housing policy'],
    ['barnfamiljer', 'families with children'],
    ['elevantalet', 'the number of pupils'], // antal → number of + plural
    ['forskarlag', 'research team'], // lag after people → team
    ['friande', 'proposing'], // a present participle (of fria), never fri|ande
    ['framdörren', 'the front door'], // listed prefix
    ['smådelar', 'small parts'], // små, the plural of liten
    ['nyvalda', 'newly elected'], // compound-participles-sv
    ['lågavlönad', 'low-paid'],
    ['e-postmeddelande', 'email message'], // a hyphenated first part (e-post)
    ['webbaserat', 'web-based'], // the neuter participle is the supine
  ])('%s → %s', (word, english) => {
    expect(engine.translateSentence(word, 'sv-en').text.toLowerCase()).toBe(english);
  });

  it.each([
    ['EU-länderna enades.', 'The EU countries agreed.', []],
    ['Stockholmsregionen växer.', 'The Stockholm region', []], // not stock|holms|regionen
    ['Hon bor i Göteborgsområdet.', 'the Gothenburg area', []],
    ['XYZ-rapporten kom.', 'The XYZ report', ['XYZ']], // an abbreviation no list knows is reported
  ])('a name or abbreviation first: %s', (sv, en, unknown) => {
    const r = engine.translateSentence(sv, 'sv-en');
    expect(r.text).toContain(en);
    expect(r.unknown ?? []).toEqual(unknown);
  });

  it.each([
    ['Det hände på 1990-talet.', 'It happened in the 1990s.'],
    ['Huset är från 1700-talet.', 'The house is from the 18th century.'],
    ['Han föddes i slutet av 1970-talet.', 'He was born at the end of the 1970s.'],
  ])('a year + -talet: %s', (sv, en) => {
    expect(engine.translateSentence(sv, 'sv-en').text).toBe(en);
  });

  it.each([
    ['The railway bridge is closed.', 'Järnvägsbron är stängd.'],
    ['The football referee was wrong.', /^Fotbollsdomaren/],
    ['We need higher teacher salaries.', /lärarlöner/],
  ])('English noun + noun: %s', (en, sv) => {
    expect(engine.translateSentence(en, 'en-sv').text).toMatch(sv);
  });
});

describe('unlisted Swedish compounds (real lexicon)', () => {
  it(`translates at least ${COMPOUND_FLOOR} acceptably`, () => {
    const rows = readTable(FILE, ['sv', 'kind', 'en']);
    const wrong: string[] = [];
    for (const r of rows) {
      const out = engine.translateSentence(r.sv!, 'sv-en').text.toLowerCase().replace(/[.!]$/, '');
      if (!r.en!.split('|').includes(out)) wrong.push(`${r.sv} → ${out}`);
    }
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.length - wrong.length, wrong.join('\n')).toBeGreaterThanOrEqual(COMPOUND_FLOOR);
  }, 60_000);
});
