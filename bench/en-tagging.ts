/**
 * English part-of-speech tagging and lemmas: the engine's own tagger against maintained libraries, on the hand-tagged
 * gold set packages/engine-builtin/test-data/en-tagging-gold.tsv (see its header).
 *
 *   npm run bench:en-tagging -- [--errors engine] [--only wink-nlp]
 *
 * Per tagger, each in a child process of its own so that load time and memory are its alone: token accuracy (all
 * scored tokens but punctuation; and on the tokens every tagger segments one-to-one), accuracy on the focus words,
 * noun/verb accuracy (gold NOUN or VERB; also without the one-word items), lemma accuracy (gold nouns and verbs),
 * words/s over the English side of the dev set and the en→sv probes, load time, and the RSS the tagger adds after
 * loading and after running. The "engine + …" rows are the engine with a library deciding noun/verb/adjective for
 * the words it tags alone (bench/en-taggers.ts): what integrating that library would give at most.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TAGGERS, type TaggedToken } from './en-taggers.js';
import { type GoldToken, readGold, readTsv, TEST_DATA } from './en-tagging-gold.js';

/** be, have and do count as right as either AUX or VERB: the engine's tags do not separate the two uses. */
const AUX_OR_VERB = new Set(['be', 'have', 'do']);

/**
 * The tagger token for each gold token: the first one starting inside it, else the one covering its start; several
 * tagger tokens on one span (an expanded contraction) are taken in order. `alone` is false when a tagger token
 * stands for more than one gold token (a multiword phrase, a date), or the gold token is cut into several.
 */
function align(gold: GoldToken[], tokens: TaggedToken[]): { token?: TaggedToken; alone: boolean }[] {
  const uses = new Map<TaggedToken, number>();
  const picked = gold.map((g) => {
    let t = tokens.find((x) => x.start >= g.start && x.start < g.end);
    if (!t) {
      const covering = tokens.filter((x) => x.start < g.start && g.start < x.end);
      const first = covering[0];
      const group = covering.filter((x) => first && x.start === first.start && x.end === first.end);
      const used = group.reduce((n, x) => n + (uses.get(x) ?? 0), 0);
      t = group[Math.min(used, group.length - 1)];
    }
    if (t) uses.set(t, (uses.get(t) ?? 0) + 1);
    return t;
  });
  return picked.map((t, i) => {
    const g = gold[i]!;
    const inside = tokens.filter((x) => x.start >= g.start && x.start < g.end).length;
    return { token: t, alone: Boolean(t) && uses.get(t!) === 1 && inside <= 1 };
  });
}

function right(g: GoldToken, tag: string | undefined): boolean {
  if (!tag) return false;
  if (g.tags.includes(tag)) return true;
  const verbal = (x: string) => x === 'AUX' || x === 'VERB';
  return (
    verbal(tag) && g.tags.some(verbal) && AUX_OR_VERB.has(BE_HAVE_DO[g.text.toLowerCase()] ?? g.text.toLowerCase())
  );
}
const BE_HAVE_DO: Record<string, string> = {
  ...{ is: 'be', are: 'be', am: 'be', was: 'be', were: 'be', been: 'be', being: 'be', "'s": 'be', "'re": 'be' },
  ...{ "'m": 'be', has: 'have', had: 'have', having: 'have', "'ve": 'have', does: 'do', did: 'do', doing: 'do' },
};

interface Result {
  name: string;
  tokens: number;
  correct: number;
  /** Per scored gold token ("id:index"): right, and aligned one-to-one. */
  ok: Record<string, boolean>;
  alone: Record<string, boolean>;
  focus: [number, number];
  nounVerb: [number, number];
  /** Noun/verb accuracy without the one-word items (the engine reads a lone word in its single-word path). */
  nounVerbInText: [number, number];
  lemma: [number, number];
  wordsPerSecond: number;
  sentencesPerSecond: number;
  loadMs: number;
  rssLoadMb: number;
  rssMb: number;
  errors: string[];
}

/** The English side of the dev set and of the en→sv probes: the text the speed is measured on. */
function speedCorpus(): string[] {
  const out: string[] = [];
  for (const f of fs.readdirSync(`${TEST_DATA}dev-set`))
    for (const r of readTsv(`${TEST_DATA}dev-set/${f}`)) if (r[4]) out.push(r[4]);
  for (const f of fs.readdirSync(`${TEST_DATA}probes`))
    for (const r of readTsv(`${TEST_DATA}probes/${f}`)) if (r[2] === 'en-sv' && r[3]) out.push(r[3]);
  return out;
}

async function runChild(name: string): Promise<Result> {
  globalThis.gc?.();
  const rss0 = process.memoryUsage().rss;
  const gold = readGold();
  const corpus = speedCorpus();
  const t0 = performance.now();
  const tag = await TAGGERS[name]!();
  const loadMs = performance.now() - t0;
  globalThis.gc?.();
  const rssLoad = process.memoryUsage().rss;
  const result: Result = {
    ...{ name, tokens: 0, correct: 0, ok: {}, alone: {}, loadMs, rssLoadMb: 0, rssMb: 0, errors: [] },
    ...{
      focus: [0, 0],
      nounVerb: [0, 0],
      nounVerbInText: [0, 0],
      lemma: [0, 0],
      wordsPerSecond: 0,
      sentencesPerSecond: 0,
    },
  };
  for (const s of gold) {
    const aligned = align(s.tokens, tag(s.sentence));
    const words = s.tokens.filter((g) => !g.tags.includes('PUNCT')).length;
    s.tokens.forEach((g, i) => {
      const { token, alone } = aligned[i]!;
      if (g.tags.includes('PUNCT') || g.tags.includes('_')) return;
      const ok = right(g, token?.tag);
      const key = `${s.id}:${i}`;
      result.ok[key] = ok;
      result.alone[key] = alone;
      result.tokens += 1;
      if (ok) result.correct += 1;
      if (g.focus) result.focus = [result.focus[0] + (ok ? 1 : 0), result.focus[1] + 1];
      if (g.tags.every((t) => t === 'NOUN' || t === 'VERB')) {
        result.nounVerb = [result.nounVerb[0] + (ok ? 1 : 0), result.nounVerb[1] + 1];
        if (words > 1) result.nounVerbInText = [result.nounVerbInText[0] + (ok ? 1 : 0), result.nounVerbInText[1] + 1];
      }
      if (g.lemma) {
        const lemmaOk = (token?.lemma ?? g.text).toLowerCase() === g.lemma;
        result.lemma = [result.lemma[0] + (lemmaOk ? 1 : 0), result.lemma[1] + 1];
        if (!lemmaOk) result.errors.push(`${s.id}\t${g.text}\tlemma ${g.lemma}\t${token?.lemma ?? '-'}\t${s.sentence}`);
      }
      if (!ok) result.errors.push(`${s.id}\t${g.text}\t${g.tags.join('|')}\t${token?.tag ?? '-'}\t${s.sentence}`);
    });
  }
  const corpusWords = corpus.reduce((n, s) => n + s.split(/\s+/).length, 0);
  let passes = 0;
  const t1 = performance.now();
  while (performance.now() - t1 < 2000 || passes < 2) {
    for (const s of corpus) tag(s);
    passes += 1;
  }
  const seconds = (performance.now() - t1) / 1000;
  result.wordsPerSecond = (corpusWords * passes) / seconds;
  result.sentencesPerSecond = (corpus.length * passes) / seconds;
  globalThis.gc?.();
  result.rssLoadMb = (rssLoad - rss0) / 1024 / 1024;
  result.rssMb = (process.memoryUsage().rss - rss0) / 1024 / 1024;
  return result;
}

const pct = ([a, b]: [number, number]) => `${((100 * a) / Math.max(1, b)).toFixed(1)} % (${a}/${b})`;

async function main(): Promise<void> {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const child = arg('child');
  if (child) {
    process.stdout.write(JSON.stringify(await runChild(child)));
    return;
  }
  const names = arg('only')?.split(',') ?? Object.keys(TAGGERS);
  const script = fileURLToPath(import.meta.url);
  const results = names.map((name) => {
    const out = execFileSync(process.execPath, [...process.execArgv, script, '--child', name], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(out) as Result;
  });
  // Tokens every tagger segments one-to-one: the fairest common ground for the engine's multiword phrases.
  const common = Object.keys(results[0]!.ok).filter((k) => results.every((r) => r.alone[k]));
  const gold = readGold();
  console.log(
    `gold: ${gold.length} sentences, ${results[0]!.tokens} scored tokens; one-to-one for all: ${common.length}`,
  );
  console.log(
    '| tagger | tokens | tokens (one-to-one) | focus words | noun/verb | noun/verb in sentences | lemmas | words/s | load | RSS loaded | RSS after run |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const oneToOne: [number, number] = [common.filter((k) => r.ok[k]).length, common.length];
    const cells = [r.name, pct([r.correct, r.tokens]), pct(oneToOne), pct(r.focus), pct(r.nounVerb)];
    cells.push(pct(r.nounVerbInText), pct(r.lemma));
    cells.push(Math.round(r.wordsPerSecond).toLocaleString('en'), `${Math.round(r.loadMs)} ms`);
    console.log(`| ${cells.join(' | ')} | ${r.rssLoadMb.toFixed(0)} MB | ${r.rssMb.toFixed(0)} MB |`);
  }
  const show = arg('errors');
  for (const r of results.filter((x) => x.name === show)) for (const e of r.errors) console.log(e);
}

await main();
