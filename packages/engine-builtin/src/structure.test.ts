import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The engine's source files (tests excluded) and the relative modules each imports, type-only imports included. */
const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g;

function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    const deps = [...text.matchAll(IMPORT)].map((m) => resolve(dirname(f), (m[1] ?? m[2])!).replace(/\.js$/, '.ts'));
    graph.set(f, deps);
  }
  return graph;
}

/** Every import cycle, each as the list of files along it (depth-first search with an on-stack marker). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const d of graph.get(f) ?? []) {
      if (state.get(d) === 'open') cycles.push([...stack.slice(stack.indexOf(d)), d]);
      else if (!state.has(d) && graph.has(d)) visit(d);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return cycles;
}

/** Source files allowed over ~300 lines, with the reason. */
const LONG_FILES: Record<string, string> = {};

describe('engine source structure', () => {
  const files = sourceFiles(SRC);

  it('finds the import graph', () => {
    const graph = importGraph(files);
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get(join(SRC, 'engine.ts'))).toContain(join(SRC, 'transfer', 'sv-en.ts'));
  });

  it('detects a cycle when there is one', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(g)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no import cycles (type-only imports count)', () => {
    const cycles = findCycles(importGraph(files)).map((c) => c.map((f) => relative(SRC, f)).join(' → '));
    expect(cycles).toEqual([]);
  });

  it('keeps source files under ~300 lines unless a reason is stated', () => {
    const long = files
      .map((f) => ({ f: relative(SRC, f), lines: readFileSync(f, 'utf8').trimEnd().split('\n').length }))
      .filter((x) => x.lines > 310 && !LONG_FILES[x.f])
      .map((x) => `${x.f}: ${x.lines}`);
    expect(long).toEqual([]);
  });
});
