import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One data row keyed by the header's column names, with where it came from for error messages. */
export type TableRow = Record<string, string> & { readonly __where: string };

/**
 * Reads a team-written TSV data file: `#` lines are comments, the first other line is the header naming the
 * columns, every later non-blank line is one row with exactly the header's columns (empty trailing cells allowed).
 */
export function readTable(path: string, columns: readonly string[]): TableRow[] {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  let header: string[] | undefined;
  const rows: TableRow[] = [];
  lines.forEach((line, index) => {
    if (!line.trim() || line.startsWith('#')) return;
    const cells = line.split('\t');
    const where = `${path}:${index + 1}`;
    if (!header) {
      header = cells.map((cell) => cell.trim());
      if (header.join('\t') !== columns.join('\t')) {
        throw new Error(`${where}: header must be "${columns.join(' | ')}", got "${header.join(' | ')}"`);
      }
      return;
    }
    if (cells.length > columns.length) throw new Error(`${where}: ${cells.length} columns, expected ${columns.length}`);
    const row: Record<string, string> = { __where: where };
    columns.forEach((column, i) => {
      row[column] = (cells[i] ?? '').trim();
    });
    rows.push(row as TableRow);
  });
  if (!header) throw new Error(`${path}: no header line`);
  return rows;
}

/** Every `.tsv` file of a folder, in name order. */
export function tsvFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.tsv'))
    .sort()
    .map((name) => join(dir, name));
}
