/**
 * Real-world quality of the built-in engine: probe pass rates by phenomenon group, dev-set chrF2 by domain and
 * direction, and the share of source words left untranslated. Usage:
 *   npm run eval:probes [-- --failures [GROUP]] [--show [GROUP]] [--dev-worst N] [--markdown]
 *                       [--probes DIR] [--dev DIR] [--json] [--compare BEFORE.json]
 * --failures lists failed probes (of one group when given), --show every probe with its output; --dev-worst N
 * prints the N dev pairs with the lowest sentence chrF per direction; --markdown prints the tables as in
 * docs/translation-quality.md; --probes and --dev read other folders in the same format (a held-out set, say)
 * instead of packages/engine-builtin/test-data; --json prints the figures as JSON, and --compare shows such a file's
 * figures as "before → now" in the tables.
 */
import { readFileSync } from 'node:fs';
import { sentenceChrf } from '../packages/core/src/metrics/index.js';
import { createBuiltinEngine, loadLexicon } from '../packages/engine-builtin/src/index.js';
import { DEV_FLOORS, PROBE_FLOORS } from '../packages/engine-builtin/src/quality/floors.js';
import { DEV_SET_DIR, measureQuality, PROBES_DIR } from '../packages/engine-builtin/src/quality/measure.js';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = argv[i + 1];
  return value && !value.startsWith('--') ? value : '';
};
const markdown = argv.includes('--markdown');
const fixed = (n: number) => n.toFixed(1);

const engine = createBuiltinEngine(loadLexicon());
const report = measureQuality(engine, option('probes') || PROBES_DIR, option('dev') || DEV_SET_DIR);
const summary = {
  groups: report.groups,
  dev: { 'sv-en': report.dev['sv-en'].scores, 'en-sv': report.dev['en-sv'].scores },
};
if (argv.includes('--json')) {
  console.log(JSON.stringify(summary, null, 2));
  process.exit(0);
}
const comparePath = option('compare');
const before: typeof summary | undefined = comparePath ? JSON.parse(readFileSync(comparePath, 'utf8')) : undefined;
/** "before → now" when a comparison file is given and has the row, else just the figure. */
const change = (now: number, then: number | undefined) =>
  then === undefined || !before ? fixed(now) : `${fixed(then)} → ${fixed(now)}`;

function table(header: string[], rows: (string | number)[][]): void {
  if (markdown) {
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } else {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
    const line = (cells: (string | number)[]) =>
      cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
  }
  console.log();
}

console.log(`Probes: ${report.probes.length}; dev set: ${report.pairs.length} pairs\n`);
table(
  ['probe group', 'probes', 'passed', 'pass %', 'floor %'],
  report.groups.map((g) => [
    g.group,
    g.probes,
    g.passed,
    change(g.rate, before?.groups.find((b) => b.group === g.group)?.rate),
    PROBE_FLOORS[g.group]?.toFixed(1) ?? '–',
  ]),
);

const sv = report.dev['sv-en'].scores;
const en = report.dev['en-sv'].scores;
table(
  ['dev subset', 'pairs', 'chrF2 sv→en', 'chrF2 en→sv', 'untranslated % sv→en', 'untranslated % en→sv'],
  sv.map((s, i) => {
    const then = (direction: 'sv-en' | 'en-sv') => before?.dev[direction].find((b) => b.subset === s.subset);
    return [
      s.subset,
      s.pairs,
      change(s.chrf, then('sv-en')?.chrf),
      change(en[i]!.chrf, then('en-sv')?.chrf),
      change(s.unknownRate, then('sv-en')?.unknownRate),
      change(en[i]!.unknownRate, then('en-sv')?.unknownRate),
    ];
  }),
);
const all = (direction: 'sv-en' | 'en-sv') => before?.dev[direction][0];
console.log(
  'identical to the reference (case, spacing and final punctuation aside): ' +
    `sv→en ${change(sv[0]!.exactRate, all('sv-en')?.exactRate)} %, en→sv ${change(en[0]!.exactRate, all('en-sv')?.exactRate)} %`,
);
console.log(
  'untranslated words not reported as unknown: ' +
    `sv→en ${change(sv[0]!.silentRate, all('sv-en')?.silentRate)} %, en→sv ${change(en[0]!.silentRate, all('en-sv')?.silentRate)} %`,
);
console.log(
  `floors: chrF2 sv→en ${DEV_FLOORS.chrf['sv-en']}, en→sv ${DEV_FLOORS.chrf['en-sv']}; untranslated at most ` +
    `${DEV_FLOORS.maxUnknownRate['sv-en']} % / ${DEV_FLOORS.maxUnknownRate['en-sv']} %, not reported at most ` +
    `${DEV_FLOORS.maxSilentRate['sv-en']} % / ${DEV_FLOORS.maxSilentRate['en-sv']} %\n`,
);

const failures = option('failures');
const show = option('show');
if (failures !== undefined || show !== undefined) {
  const group = failures ?? show;
  for (const result of report.results) {
    if ((result.pass && show === undefined) || (group && result.probe.group !== group)) continue;
    const { probe } = result;
    console.log(`${result.pass ? '✓' : '✗'} ${probe.id} [${probe.group}] ${probe.direction} ${result.reason ?? ''}`);
    console.log(
      `  ${probe.source}\n  → ${result.output}${result.unknown.length ? `  (unknown: ${result.unknown.join(', ')})` : ''}`,
    );
  }
}

const worst = Number(option('dev-worst') ?? 0);
if (worst > 0) {
  for (const direction of ['sv-en', 'en-sv'] as const) {
    const scored = report.dev[direction].outputs
      .map((o) => ({ o, chrf: sentenceChrf(o.output, o.reference) }))
      .sort((a, b) => a.chrf - b.chrf)
      .slice(0, worst);
    console.log(`\nworst ${direction}:`);
    for (const { o, chrf } of scored) {
      console.log(`${o.pair.id} ${fixed(chrf)}  ${o.source}\n  → ${o.output}\n  ref ${o.reference}`);
    }
  }
}
