import type { ImportRowError } from '@swedish-translator/contracts';
import {
  CARD_IO_LIMITS,
  characterCount,
  findTextProblem,
  LIMITS,
  MESSAGES,
  textProblemMessage,
} from '@swedish-translator/core';
import { CsvError, parse } from 'csv-parse/sync';
import { FORMULA_START } from './export-csv.js';

/** One card read from an import file; `line` is the 1-based line where its row starts. */
export interface ImportRow {
  line: number;
  front_text: string;
  back_text: string;
  example_sentence: string | null;
}

/** A file that cannot be read as rows at all: refused whole, with the status to answer. */
export interface ImportFileProblem {
  status: 400 | 413 | 415;
  message: string;
  line?: number;
}

export type ParsedImport = { rows: ImportRow[]; errors: ImportRowError[] } | { problem: ImportFileProblem };

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const SEPARATORS: Record<string, string> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  pipe: '|',
  colon: ':',
  space: ' ',
};
const FRONT_NAMES = new Set(['front', 'front_text', 'front text', 'question', 'term', 'word']);
const BACK_NAMES = new Set(['back', 'back_text', 'back text', 'answer', 'definition', 'translation', 'meaning']);
const EXAMPLE_NAMES = new Set(['example', 'example_sentence', 'example sentence', 'sentence']);

/**
 * Reads a CSV or TSV import: UTF-8 (a BOM is dropped), with or without a header row, two or three columns
 * (front, back, example), or Anki's "Notes in Plain Text" export with its `#key:value` header lines. The
 * delimiter comes from `#separator:` or is detected from the first row. Rows that cannot become a card are
 * reported with their line number; the caller decides what to write.
 */
export function parseImportFile(bytes: Buffer): ParsedImport {
  const decoded = decodeText(bytes);
  if ('problem' in decoded) return decoded;
  const { text, lineOffset, options } = readAnkiHeaders(decoded.text);
  const delimiter = options.separator ?? detectDelimiter(text);
  let records: { record: string[]; info: { lines: number; raw?: string } }[];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = lineOffset + Number((error as { lines?: number }).lines ?? 0);
    return { problem: { status: 400, message: `${MESSAGES.importLine(line)}: ${error.message}`, line } };
  }
  const entries = records.map(({ record, info }) => ({
    cells: dropColumns(record, options.dropColumns).map((cell) => (options.html ? htmlToText(cell) : cell).trim()),
    line: lineOffset + info.lines - countNewlines(info.raw ?? ''),
  }));
  const header = headerColumns(entries[0]?.cells ?? []);
  const body = header ? entries.slice(1) : entries;
  if (body.length > CARD_IO_LIMITS.importMaxRows)
    return { problem: { status: 413, message: MESSAGES.importTooManyRows } };
  if (body.length === 0) return { problem: { status: 400, message: MESSAGES.importEmpty } };
  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  for (const { cells, line } of body) {
    const result = toRow(cells, header, line);
    if ('error' in result) errors.push({ line, error: result.error });
    else rows.push(result);
  }
  return { rows, errors };
}

function decodeText(bytes: Buffer): { text: string } | { problem: ImportFileProblem } {
  const start = UTF8_BOM.every((b, i) => bytes[i] === b) ? 3 : 0;
  const content = bytes.subarray(start);
  // UTF-16 and binary files (images, spreadsheets, zips) contain NUL bytes; text never does.
  if (content.includes(0)) return { problem: { status: 415, message: MESSAGES.importNotText } };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(content) };
  } catch {
    const line = firstInvalidLine(content);
    return { problem: { status: 400, message: `${MESSAGES.importLine(line)}: ${MESSAGES.importInvalidUtf8}`, line } };
  }
}

function firstInvalidLine(content: Buffer): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let from = 0;
  while (from <= content.length) {
    const end = content.indexOf(0x0a, from);
    const stop = end === -1 ? content.length : end;
    try {
      decoder.decode(content.subarray(from, stop));
    } catch {
      return line;
    }
    if (end === -1) break;
    line += 1;
    from = end + 1;
  }
  return line;
}

interface AnkiOptions {
  separator?: string;
  html: boolean;
  /** 0-based columns Anki adds besides the fields (guid, note type, deck, tags), dropped before mapping. */
  dropColumns: number[];
}

/** Anki's plain-text export starts with lines like `#separator:tab`, `#html:false`, `#tags column:3`. */
function readAnkiHeaders(text: string): { text: string; lineOffset: number; options: AnkiOptions } {
  const options: AnkiOptions = { html: false, dropColumns: [] };
  let rest = text;
  let lineOffset = 0;
  for (;;) {
    const match = /^#([a-z ]+):([^\r\n]*)(\r?\n|$)/i.exec(rest);
    if (!match) break;
    const key = (match[1] ?? '').trim().toLowerCase();
    const value = (match[2] ?? '').trim();
    if (key === 'separator')
      options.separator = SEPARATORS[value.toLowerCase()] ?? (value.length === 1 ? value : undefined);
    else if (key === 'html') options.html = value.toLowerCase() === 'true';
    else if (key.endsWith(' column') && Number(value) >= 1) options.dropColumns.push(Number(value) - 1);
    rest = rest.slice(match[0].length);
    lineOffset += 1;
  }
  options.dropColumns.sort((a, b) => b - a);
  return { text: rest, lineOffset, options };
}

/** Tab when the first row has one (TSV, Anki), otherwise whichever of comma and semicolon it has more of. */
function detectDelimiter(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  if (first.includes('\t')) return '\t';
  const count = (c: string) => first.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function dropColumns(record: string[], columns: number[]): string[] {
  if (columns.length === 0) return record;
  const copy = [...record];
  for (const column of columns) if (column < copy.length) copy.splice(column, 1);
  return copy;
}

/** Line breaks inside a record's raw text: skipped blank lines before it and its own line end do not count. */
function countNewlines(raw: string): number {
  const body = raw.replace(/^(\r?\n)+/, '').replace(/\r?\n$/, '');
  return body.split('\n').length - 1;
}

interface HeaderColumns {
  front: number;
  back: number;
  example: number;
}

/** A first row naming front and back columns (our own CSV export's included) is a header, mapped by name. */
function headerColumns(cells: string[]): HeaderColumns | undefined {
  const names = cells.map((cell) => cell.toLowerCase());
  const front = names.findIndex((name) => FRONT_NAMES.has(name));
  const back = names.findIndex((name) => BACK_NAMES.has(name));
  if (front === -1 || back === -1) return undefined;
  return { front, back, example: names.findIndex((name) => EXAMPLE_NAMES.has(name)) };
}

function toRow(cells: string[], header: HeaderColumns | undefined, line: number): ImportRow | { error: string } {
  if (!header && cells.length > 3) return { error: MESSAGES.importTooManyColumns };
  const map = header ?? { front: 0, back: 1, example: 2 };
  const front = fromCsvText(cells[map.front] ?? '');
  const back = fromCsvText(cells[map.back] ?? '');
  const example = map.example === -1 ? '' : fromCsvText(cells[map.example] ?? '');
  if (!front || !back) return { error: MESSAGES.frontAndBackRequired };
  const max = LIMITS.flashcardTextMaxLength;
  for (const [field, value] of [
    ['front_text', front],
    ['back_text', back],
    ['example_sentence', example],
  ] as const) {
    // The same character rule as a card made by hand (core/text-integrity.ts).
    const problem = findTextProblem(value, 'multiline');
    if (problem) return { error: textProblemMessage(field, problem) };
    // Counted in code points, as a card made by hand is (an emoji is one character).
    if (characterCount(value) > max) return { error: `${field} must be at most ${max} characters` };
  }
  return { line, front_text: front, back_text: back, example_sentence: example || null };
}

/** Takes off the apostrophe our CSV export puts before text a spreadsheet would run as a formula (export-csv.ts). */
function fromCsvText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Anki fields exported with `#html:true`: line breaks kept, tags dropped, the common entities decoded. */
function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(div|p)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\n{2,}/g, '\n');
}
