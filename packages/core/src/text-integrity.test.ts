import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTextProblem, formatCodePoint, type TextKind, textProblemMessage } from './text-integrity.js';

const KINDS: TextKind[] = ['password', 'translation', 'multiline', 'line', 'email'];

describe('findTextProblem', () => {
  it.each(KINDS)('%s: refuses a lone surrogate, high or low, anywhere', (kind) => {
    for (const value of ['\ud800', 'a\udfffb', 'x\ud83d', '\ude00y']) {
      expect(findTextProblem(value, kind)?.reason).toBe('surrogate');
    }
    expect(findTextProblem('a\ud800', kind)?.codePoint).toBe(0xd800);
  });

  it.each(KINDS)('%s: accepts a surrogate pair (emoji) and plain letters', (kind) => {
    expect(findTextProblem('Björk 😀 Ω 你好', kind === 'email' ? 'multiline' : kind)).toBeUndefined();
    expect(findTextProblem('😀', kind)).toBeUndefined();
  });

  // [character, password, translation, multiline, line, email]: what each kind says about it.
  const table: [string, ...(string | undefined)[]][] = [
    ['\u0000', undefined, 'control', 'control', 'control', 'control'],
    ['\u0007', undefined, 'control', 'control', 'control', 'control'],
    ['\u007f', undefined, 'control', 'control', 'control', 'control'],
    ['\u0085', undefined, 'control', 'control', 'control', 'control'],
    ['\t', undefined, undefined, undefined, 'control', 'control'],
    ['\n', undefined, undefined, undefined, 'control', 'control'],
    ['\r', undefined, undefined, undefined, 'control', 'control'],
    ['\u2028', undefined, undefined, undefined, 'control', 'control'],
    ['\u200b', undefined, undefined, 'invisible', 'invisible', 'invisible'],
    ['\u202e', undefined, undefined, 'invisible', 'invisible', 'invisible'],
    ['\u2066', undefined, undefined, 'invisible', 'invisible', 'invisible'],
    ['\u00ad', undefined, undefined, 'invisible', 'invisible', 'invisible'],
    ['\u{e0041}', undefined, undefined, 'invisible', 'invisible', 'invisible'],
    ['\u200d', undefined, undefined, undefined, undefined, 'invisible'],
    ['\u200c', undefined, undefined, undefined, undefined, 'invisible'],
    ['\ufe0f', undefined, undefined, undefined, undefined, 'invisible'],
    ['\u3164', undefined, undefined, undefined, undefined, 'invisible'],
    ['\ue000', undefined, undefined, undefined, undefined, 'invisible'],
  ];
  it.each(table)('%j', (character, ...expected) => {
    const got = KINDS.map((kind) => findTextProblem(`ab${character}cd`, kind)?.reason);
    expect(got).toEqual(expected);
  });

  it('names the first offending character', () => {
    expect(findTextProblem('a\u200bb\u0000', 'line')).toEqual({ reason: 'invisible', codePoint: 0x200b });
    expect(findTextProblem('\u{e0041}', 'multiline')?.codePoint).toBe(0xe0041);
  });

  it('accepts any well-formed text without controls or format characters, in every kind but email', () => {
    const plain = fc.string({ unit: 'grapheme' }).filter((s) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(s));
    fc.assert(
      fc.property(plain, (value) => {
        for (const kind of ['password', 'translation', 'multiline', 'line'] as const) {
          expect(findTextProblem(value, kind)).toBeUndefined();
        }
      }),
    );
  });

  it('refuses any string holding a lone surrogate', () => {
    const withLone = fc
      .tuple(fc.string(), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string())
      .map(([a, unit, b]) => `${a}x${String.fromCharCode(unit)}x${b}`);
    fc.assert(
      fc.property(withLone, (value) => {
        expect(findTextProblem(value, 'password')?.reason).toBe('surrogate');
      }),
    );
  });
});

describe('textProblemMessage', () => {
  it.each([
    [{ reason: 'surrogate', codePoint: 0xd800 }, 'front_text contains an invalid character (a lone UTF-16 surrogate)'],
    [{ reason: 'control', codePoint: 0 }, 'front_text must not contain control characters (U+0000)'],
    [
      { reason: 'invisible', codePoint: 0x202e },
      'front_text must not contain invisible formatting characters (U+202E)',
    ],
  ] as const)('%j', (problem, message) => {
    expect(textProblemMessage('front_text', problem)).toBe(message);
  });
  it('formats astral code points in full', () => {
    expect(formatCodePoint(0xe0041)).toBe('U+E0041');
  });
});
