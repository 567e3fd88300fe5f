import { fileURLToPath } from 'node:url';
import type { Direction } from '@swedish-translator/core';
import type { BuiltinEngine } from '../engine.js';
import { type DevOutput, type DevPair, type DevScore, loadDevSet, scoreDevSet, translateDevSet } from './dev-set.js';
import { type GroupScore, loadProbes, type Probe, type ProbeResult, runProbe, scoreByGroup } from './probes.js';

export const PROBES_DIR = fileURLToPath(new URL('../../test-data/probes', import.meta.url));
export const DEV_SET_DIR = fileURLToPath(new URL('../../test-data/dev-set', import.meta.url));

export interface QualityReport {
  probes: Probe[];
  pairs: DevPair[];
  results: ProbeResult[];
  groups: GroupScore[];
  dev: Record<Direction, { outputs: DevOutput[]; scores: DevScore[] }>;
}

/** Runs every probe and the dev set in both directions through the engine. */
export function measureQuality(engine: BuiltinEngine, probesDir = PROBES_DIR, devSetDir = DEV_SET_DIR): QualityReport {
  const probes = loadProbes(probesDir);
  const pairs = loadDevSet(devSetDir);
  const results = probes.map((probe) => runProbe(engine, probe));
  const dev = {} as QualityReport['dev'];
  for (const direction of ['sv-en', 'en-sv'] as const) {
    const outputs = translateDevSet(engine, pairs, direction);
    dev[direction] = { outputs, scores: scoreDevSet(outputs) };
  }
  return { probes, pairs, results, groups: scoreByGroup(results), dev };
}
