import { describe, expect, it } from 'vitest';
import { parseImportFile } from './import-parse.js';

const parse = (text: string) => parseImportFile(Buffer.from(text, 'utf8'));
const cards = (text: string) => {
  const parsed = parse(text);
  if ('problem' in parsed) throw new Error(parsed.problem.message);
  return parsed;
};

describe('parseImportFile', () => {
  it('honours #separator and turns Anki HTML fields into text', () => {
    const parsed = cards(
      '#separator:Pipe\n#html:true\nfika&nbsp;&amp;&#32;kaka|<div>coffee</div><div>&lt;and&gt; cake</div>\n',
    );
    expect(parsed.rows).toEqual([
      { line: 3, front_text: 'fika & kaka', back_text: 'coffee\n<and> cake', example_sentence: null },
    ]);
  });

  it('keeps HTML as typed when the file does not say #html:true', () => {
    expect(cards('a <b>b</b>,c &amp; d\n').rows[0]).toMatchObject({ front_text: 'a <b>b</b>', back_text: 'c &amp; d' });
  });

  it('drops the guid, deck and tags columns Anki names in its header', () => {
    const parsed = cards('#separator:tab\n#guid column:1\n#tags column:5\nXq1\thej\thello\tHej!\tverb greeting\n');
    expect(parsed.rows).toEqual([{ line: 4, front_text: 'hej', back_text: 'hello', example_sentence: 'Hej!' }]);
  });

  it('reports a row by the line it starts on, after quoted line breaks and blank lines', () => {
    const parsed = cards('"a\nb\nc",d\n\n\ne\n');
    expect(parsed.rows).toEqual([{ line: 1, front_text: 'a\nb\nc', back_text: 'd', example_sentence: null }]);
    expect(parsed.errors).toEqual([{ line: 6, error: 'Front text and back text are required' }]);
  });

  it('detects the delimiter from the first row: tab, then the more frequent of ; and ,', () => {
    expect(cards('a;b;c,d\n').rows[0]).toMatchObject({ front_text: 'a', back_text: 'b', example_sentence: 'c,d' });
    expect(cards('a,b;c\n').rows[0]).toMatchObject({ front_text: 'a', back_text: 'b;c' });
    expect(cards('a,x\tb\n').rows[0]).toMatchObject({ front_text: 'a,x', back_text: 'b' });
  });

  it('counts a field’s length in code points, like a card made by hand: 1,000 emoji fit, 1,001 do not', () => {
    expect(cards(`${'😀'.repeat(1000)},b\n`).rows).toHaveLength(1);
    expect(cards(`${'😀'.repeat(1001)},b\n`).errors).toEqual([
      { line: 1, error: 'front_text must be at most 1000 characters' },
    ]);
  });
});
