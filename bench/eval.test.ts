import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EvalEngine, evaluate, parseArgs, readLines } from './eval.js';

describe('eval CLI helpers', () => {
  it('parses arguments with defaults', () => {
    const a = parseArgs(['--direction', 'en-sv', '--src', 'a.txt', '--ref', 'b.txt', '--limit', '5', '--show']);
    expect(a).toEqual({ engine: 'builtin', direction: 'en-sv', src: 'a.txt', ref: 'b.txt', limit: 5, show: true });
    expect(() => parseArgs(['--src', 'a'])).toThrow();
    expect(() => parseArgs(['--direction', 'xx', '--src', 'a', '--ref', 'b'])).toThrow();
  });

  it('reads line-aligned files and honours --limit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-'));
    writeFileSync(join(dir, 'x.txt'), 'one\ntwo\nthree\n');
    expect(readLines(join(dir, 'x.txt'))).toEqual(['one', 'two', 'three']);
    expect(readLines(join(dir, 'x.txt'), 2)).toEqual(['one', 'two']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('scores any engine with a translate(lines, direction) function', async () => {
    const echo: EvalEngine = { translate: (lines) => [...lines] };
    const r = await evaluate(echo, 'sv-en', ['the cat sat on the mat'], ['the cat sat on the mat']);
    expect(r.chrf).toBeCloseTo(100, 8);
    expect(r.bleu).toBeCloseTo(100, 8);
    await expect(evaluate(echo, 'sv-en', ['a'], [])).rejects.toThrow();
  });
});
