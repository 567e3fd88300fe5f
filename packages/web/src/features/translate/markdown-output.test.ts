import { describe, expect, it } from 'vitest';
import { keepLineBreaks } from './markdown-output';

describe('keepLineBreaks', () => {
  it.each([
    ['one line', 'one line'],
    ['line one\nline two', 'line one  \nline two'],
    ['para one\n\npara two', 'para one\n\npara two'],
    ['a\nb\nc', 'a  \nb  \nc'],
    ['- one\n- two', '- one  \n- two'],
    ['ends with a break\n', 'ends with a break\n'],
  ])('%j → %j', (text, expected) => {
    expect(keepLineBreaks(text)).toBe(expected);
  });
});
