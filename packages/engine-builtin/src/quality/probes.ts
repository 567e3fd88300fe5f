import { type Direction, isDirection } from '@swedish-translator/core';
import type { BuiltinEngine } from '../engine.js';
import { readTable, tsvFilesIn } from './read-table.js';
import { translateText } from './translate-text.js';
import { wordsOf } from './unknown-words.js';

export const PROBE_COLUMNS = ['id', 'group', 'direction', 'source', 'accept', 'forbid', 'must_flag'] as const;

/** One single-phenomenon probe: a source, what a right answer looks like and what a misleading one looks like. */
export interface Probe {
  id: string;
  group: string;
  direction: Direction;
  source: string;
  /** A right answer matches this (case-insensitive); several right answers are alternatives inside it. */
  accept: RegExp;
  /** A misleading answer matches this; the probe fails when it does, even if `accept` matches. */
  forbid?: RegExp;
  /** Words the engine must list as unknown (it cannot translate them and must say so). */
  mustFlag: string[];
  where: string;
}

function compile(pattern: string, where: string): RegExp {
  try {
    return new RegExp(pattern, 'iu');
  } catch (error) {
    throw new Error(`${where}: bad pattern ${pattern}: ${(error as Error).message}`);
  }
}

/** Loads every probe file of a folder (all share one header) and checks ids are unique. */
export function loadProbes(dir: string): Probe[] {
  const probes: Probe[] = [];
  const seen = new Set<string>();
  for (const file of tsvFilesIn(dir)) {
    for (const row of readTable(file, PROBE_COLUMNS)) {
      const where = row.__where;
      if (!row.id || !row.group || !row.source || !row.accept) throw new Error(`${where}: empty required cell`);
      if (seen.has(row.id)) throw new Error(`${where}: duplicate id ${row.id}`);
      seen.add(row.id);
      if (!isDirection(row.direction)) throw new Error(`${where}: direction must be sv-en or en-sv`);
      probes.push({
        id: row.id,
        group: row.group,
        direction: row.direction,
        source: row.source,
        accept: compile(row.accept, where),
        forbid: row.forbid ? compile(row.forbid, where) : undefined,
        mustFlag: row.must_flag ? row.must_flag.split(/\s+/) : [],
        where,
      });
    }
  }
  return probes;
}

export interface ProbeResult {
  probe: Probe;
  output: string;
  unknown: string[];
  pass: boolean;
  /** Why it failed: no accepted answer, a forbidden answer, or an unreported unknown word. */
  reason?: 'not accepted' | 'forbidden' | 'not flagged';
}

/** Curly apostrophes and runs of whitespace would make every pattern spell them out. */
export function normaliseOutput(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

export function runProbe(engine: BuiltinEngine, probe: Probe): ProbeResult {
  const translated = translateText(engine, probe.source, probe.direction);
  const output = normaliseOutput(translated.text);
  const flagged = new Set(translated.unknown.flatMap(wordsOf));
  let reason: ProbeResult['reason'];
  if (probe.forbid?.test(output)) reason = 'forbidden';
  else if (!probe.accept.test(output)) reason = 'not accepted';
  else if (probe.mustFlag.some((word) => !flagged.has(word.toLowerCase()))) reason = 'not flagged';
  return { probe, output, unknown: translated.unknown, pass: !reason, reason };
}

export interface GroupScore {
  group: string;
  probes: number;
  passed: number;
  /** Percent passed. */
  rate: number;
}

/** Single-word probe groups are named `words-<direction>`; every other group probes one phenomenon. */
export function isSingleWordGroup(group: string): boolean {
  return group.startsWith('words-');
}

/**
 * Pass rates per group in the order groups first appear, after `all` (every probe) and `phenomena` (every probe
 * outside the single-word groups).
 */
export function scoreByGroup(results: readonly ProbeResult[]): GroupScore[] {
  const groups = new Map<string, { probes: number; passed: number }>([
    ['all', { probes: 0, passed: 0 }],
    ['phenomena', { probes: 0, passed: 0 }],
  ]);
  for (const result of results) {
    const keys = ['all', result.probe.group];
    if (!isSingleWordGroup(result.probe.group)) keys.push('phenomena');
    for (const key of keys) {
      const group = groups.get(key) ?? { probes: 0, passed: 0 };
      groups.set(key, group);
      group.probes += 1;
      if (result.pass) group.passed += 1;
    }
  }
  return [...groups].map(([group, { probes, passed }]) => ({
    group,
    probes,
    passed,
    rate: probes ? (100 * passed) / probes : 0,
  }));
}
