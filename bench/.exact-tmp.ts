import { createBuiltinEngine, loadLexicon } from '../packages/engine-builtin/src/index.js';
import { measureQuality } from '../packages/engine-builtin/src/quality/measure.js';
const r = measureQuality(createBuiltinEngine(loadLexicon()));
for (const g of r.groups) console.log(`  '${g.group}': ${(Math.floor(g.rate * 10) / 10).toFixed(1)},  // ${g.rate.toFixed(3)} ${g.passed}/${g.probes}`);
for (const d of ['sv-en', 'en-sv'] as const) { const a = r.dev[d].scores[0]!; console.log(d, a.chrf.toFixed(3), a.unknownRate.toFixed(3), a.silentRate.toFixed(3)); }
