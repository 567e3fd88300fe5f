/**
 * Evaluation CLI: translates a line-aligned source file and scores it against a reference with corpus chrF2 and
 * BLEU-4 (sacreBLEU semantics). Usage:
 *   npx tsx bench/eval.ts --engine builtin --direction sv-en --src FILE --ref FILE [--limit N] [--show]
 * `builtin` runs in-process on one core; every other engine (and `builtin-server`) goes through the server's own
 * createTranslator + TranslationService (bench/eval-engine.ts), configured from the environment.
 */
import { readFileSync } from 'node:fs';
import { corpusBleu, corpusChrf } from '../packages/core/src/metrics/index.js';
import type { Direction } from '../packages/core/src/translation.js';
import { isDirection } from '../packages/core/src/translation.js';
import { createEvalTranslator, type EvalTranslator } from './eval-engine.js';

export interface EvalEngine {
  translate(lines: readonly string[], direction: Direction): Promise<string[]> | string[];
}

export const ENGINES: Record<string, () => Promise<EvalEngine>> = {
  async builtin() {
    const { createBuiltinEngine, loadLexicon } = await import('../packages/engine-builtin/src/index.js');
    const engine = createBuiltinEngine(loadLexicon());
    return { translate: (lines, direction) => lines.map((l) => engine.translateSentence(l, direction).text) };
  },
};

export interface EvalArgs {
  engine: string;
  direction: Direction;
  src: string;
  ref: string;
  limit?: number;
  show: boolean;
}

export function parseArgs(argv: readonly string[]): EvalArgs {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const direction = get('direction') ?? 'sv-en';
  if (!isDirection(direction)) throw new Error(`--direction must be sv-en or en-sv, got ${direction}`);
  const src = get('src');
  const ref = get('ref');
  if (!src || !ref) throw new Error('--src FILE and --ref FILE are required');
  const limit = get('limit');
  return {
    engine: get('engine') ?? 'builtin',
    direction,
    src,
    ref,
    limit: limit ? Number(limit) : undefined,
    show: argv.includes('--show'),
  };
}

export function readLines(path: string, limit?: number): string[] {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return limit ? lines.slice(0, limit) : lines;
}

export interface EvalResult {
  chrf: number;
  bleu: number;
  sentences: number;
  seconds: number;
  outputs: string[];
}

export async function evaluate(
  engine: EvalEngine,
  direction: Direction,
  sources: string[],
  references: string[],
): Promise<EvalResult> {
  if (sources.length !== references.length)
    throw new Error(`line counts differ: ${sources.length} vs ${references.length}`);
  const started = performance.now();
  const outputs = await engine.translate(sources, direction);
  const seconds = (performance.now() - started) / 1000;
  return {
    chrf: corpusChrf(outputs, references),
    bleu: corpusBleu(outputs, references).score,
    sentences: sources.length,
    seconds,
    outputs,
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const factory = ENGINES[args.engine];
  const serverEngine = factory ? undefined : createEvalTranslator(args.engine.replace(/-server$/, ''));
  const engine: EvalEngine = factory ? await factory() : (serverEngine as EvalTranslator);
  const sources = readLines(args.src, args.limit);
  const references = readLines(args.ref, args.limit);
  const r = await evaluate(engine, args.direction, sources, references);
  if (args.show) {
    r.outputs.forEach((out, i) => {
      console.log(`SRC ${sources[i]}\nOUT ${out}\nREF ${references[i]}\n`);
    });
  }
  console.log(`engine ${args.engine}  direction ${args.direction}  sentences ${r.sentences}`);
  console.log(
    `chrF2 ${r.chrf.toFixed(2)}  BLEU ${r.bleu.toFixed(2)}  ${(r.sentences / r.seconds).toFixed(0)} sentences/s`,
  );
  await serverEngine?.close();
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('eval.ts')) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
