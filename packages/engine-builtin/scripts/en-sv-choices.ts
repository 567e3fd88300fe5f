// Regenerates test-data/en-sv-choices.tsv, the snapshot of English→Swedish word choices that
// src/lexicon/choice-stability.test.ts locks. Run from the repo root: `npm run lexicon:choices`.
// Only regenerate when every changed choice the test names is an improvement.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildEngineData } from '../src/engine-data.js';
import { collectChoices, formatChoices } from '../src/lexicon/en-sv-choices.js';
import { loadLexicon } from '../src/lexicon/load.js';

const out = fileURLToPath(new URL('../test-data/en-sv-choices.tsv', import.meta.url));
const choices = collectChoices(buildEngineData(loadLexicon()));
writeFileSync(out, formatChoices(choices));
console.log(`${choices.length} choices written to ${out}`);
