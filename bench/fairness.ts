/**
 * npx tsx --conditions=source bench/fairness.ts [--duration 15] [--flood 48]
 *
 * One client floods POST /translate-text with `--flood` requests in flight at all times (2,000-character texts,
 * each different, so the cache never answers), while another client sends one request at a time (200 characters).
 * Both run against the real built-in engine on its worker pool with the defaults (2 workers, 32 waiting places).
 * Prints, per client, the requests answered (200), refused as busy (503) and refused by the per-client limit (429),
 * and the other client's latency. Two runs: with the default per-client limit (120 a minute) and with it lifted,
 * which leaves fair queueing alone to protect the other client. The clients are two signed-in users.
 */
import { buildApp } from '../packages/server/src/app.js';
import { DEFAULT_CLIENT_RATE_LIMITS, defaultTranslationConfig } from '../packages/server/src/config.js';
import { signUpAndSignIn } from '../packages/server/src/test/auth.js';
import { removeTestConfig, testConfig } from '../packages/server/src/test/test-app.js';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = argument('duration', 15) * 1000;
const flood = argument('flood', 48);

const WORDS =
  'Vi måste köpa mjölk och bröd innan affären stänger i kväll eftersom barnen vill äta frukost tidigt'.split(' ');
const text = (length: number, seed: number) => {
  const words: string[] = [];
  for (let i = 0; words.join(' ').length < length; i++) words.push(WORDS[(seed * 7 + i * 3) % WORDS.length] as string);
  return `${seed}. ${words.join(' ')}`.slice(0, length);
};

interface Tally {
  answered: number;
  busy: number;
  limited: number;
  other: number;
  latencies: number[];
}
const tally = (): Tally => ({ answered: 0, busy: 0, limited: 0, other: 0, latencies: [] });

async function run(label: string, perMinute: number) {
  const config = testConfig(
    { dialect: 'sqlite', file: ':memory:' },
    {
      translation: defaultTranslationConfig({ engine: 'builtin', cacheBytes: 0 }),
      clientRateLimits: { ...DEFAULT_CLIENT_RATE_LIMITS, translatePerMinute: perMinute },
    },
  );
  const app = await buildApp(config, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const flooder = await signUpAndSignIn(app);
  const other = await signUpAndSignIn(app);
  let seed = 0;
  const send = async (headers: { authorization: string }, length: number, into: Tally) => {
    const started = performance.now();
    const res = await fetch(`${url}/translate-text`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text: text(length, seed++), direction: 'sv-en' }),
    });
    await res.arrayBuffer();
    if (res.status === 200) {
      into.answered += 1;
      into.latencies.push(performance.now() - started);
    } else if (res.status === 503) into.busy += 1;
    else if (res.status === 429) into.limited += 1;
    else into.other += 1;
  };
  // Warm the workers (lexicon load) before measuring.
  await send(other.headers, 20, tally());
  const flooding = tally();
  const polite = tally();
  const end = Date.now() + duration;
  const loop = async (headers: { authorization: string }, length: number, into: Tally) => {
    while (Date.now() < end) await send(headers, length, into);
  };
  await Promise.all([
    ...Array.from({ length: flood }, () => loop(flooder.headers, 2000, flooding)),
    loop(other.headers, 200, polite),
  ]);
  await app.close();
  await removeTestConfig(config);
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number)
      : 0;
  };
  const row = (who: string, t: Tally) =>
    `| ${label} | ${who} | ${t.answered + t.busy + t.limited + t.other} | ${t.answered} | ${t.busy} | ${t.limited} | ${pct(t.latencies, 50)} / ${pct(t.latencies, 95)} |`;
  return [row(`flooding client (${flood} in flight)`, flooding), row('other client (one at a time)', polite)];
}

const rows = [
  ...(await run(
    `limit ${DEFAULT_CLIENT_RATE_LIMITS.translatePerMinute}/min`,
    DEFAULT_CLIENT_RATE_LIMITS.translatePerMinute,
  )),
  ...(await run('limit lifted', 1_000_000)),
];
console.log(`${duration / 1000} s per run, built-in engine, 2 workers, queue 32\n`);
console.log('| per-client limit | client | sent | answered 200 | busy 503 | limited 429 | answered p50 / p95 ms |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
