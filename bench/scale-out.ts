/**
 * DATABASE_URL=postgres://… npx tsx --conditions=source bench/scale-out.ts [--duration 10] [--connections 10]
 *
 * Throughput of GET /api/flashcards/due (one user, 100 due cards) on PostgreSQL: one server process alone, then
 * two server processes on the same database with the same total load split between them, in one run. Each server
 * is a real process (src/server.ts through tsx); autocannon drives them from this process. Prints a Markdown table.
 */
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { databaseTargets } from '../packages/server/src/test/databases.js';
import { deploymentEnv, type ServerProcess, startServerProcess } from '../packages/server/src/test/server-process.js';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = argument('duration', 10);
const connections = argument('connections', 10);
const CARDS = 100;

const postgres = databaseTargets().find((target) => target.name === 'postgres');
if (!postgres?.available) throw new Error('bench/scale-out.ts needs DATABASE_URL=postgres://…');
const database = await postgres.create();
const env = deploymentEnv(database);
const servers: ServerProcess[] = [];

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const load = (server: ServerProcess, token: string, share: number, seconds = duration) =>
  autocannon({
    url: `${server.url}/api/flashcards/due`,
    connections: share,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  }) as Promise<Result>;

try {
  servers.push(await startServerProcess(env), await startServerProcess(env));
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const email = 'scale-bench@example.com';
  await a.call('POST', '/api/auth/signup', { email, password: 'bench password' });
  const token: string = (await a.call('POST', '/api/auth/signin', { email, password: 'bench password' })).body.session
    .access_token;
  const collection = (await a.call('POST', '/api/collections', { name: 'Bench' }, token)).body.collection.id;
  for (let i = 0; i < CARDS; i++) {
    await a.call(
      'POST',
      `/api/collections/${collection}/flashcards`,
      { front_text: `ord ${i}`, back_text: `word ${i}` },
      token,
    );
  }
  // Warm both (JIT, connection pools).
  await Promise.all([load(a, token, 2, 2), load(b, token, 2, 2)]);

  const one = await load(a, token, connections);
  const half = Math.max(1, Math.round(connections / 2));
  const [onA, onB] = await Promise.all([load(a, token, half), load(b, token, connections - half)]);
  const failures = (r: Result) => r.non2xx + r.errors;
  console.log(
    `GET /api/flashcards/due (${CARDS} due cards), PostgreSQL, ${connections} connections, ${duration} s each\n`,
  );
  console.log('| instances | req/s | p50 / p99 ms | non-2xx or errors |');
  console.log('|---|---|---|---|');
  console.log(
    `| 1 | ${Math.round(one.requests.average)} | ${one.latency.p50} / ${one.latency.p99} | ${failures(one)} |`,
  );
  console.log(
    `| 2 (${half} + ${connections - half} connections) | ${Math.round(onA.requests.average + onB.requests.average)} | ` +
      `${Math.max(onA.latency.p50, onB.latency.p50)} / ${Math.max(onA.latency.p99, onB.latency.p99)} | ` +
      `${failures(onA) + failures(onB)} |`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await postgres.destroy(database);
}
