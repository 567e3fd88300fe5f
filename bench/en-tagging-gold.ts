/** Reads the hand-tagged English gold set (packages/engine-builtin/test-data/en-tagging-gold.tsv, see its header). */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TEST_DATA = fileURLToPath(new URL('../packages/engine-builtin/test-data/', import.meta.url));
export const GOLD = `${TEST_DATA}en-tagging-gold.tsv`;
export interface GoldToken {
  text: string;
  start: number;
  end: number;
  tags: string[];
  lemma?: string;
  focus: boolean;
}
export interface GoldSentence {
  id: string;
  sentence: string;
  tokens: GoldToken[];
}

export function readTsv(path: string): string[][] {
  const rows = fs
    .readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t'));
  return rows.slice(1);
}

export function readGold(path = GOLD): GoldSentence[] {
  const text = fs.readFileSync(path, 'utf8');
  const focusLines = text.split('\n').filter((l) => /^# (focus words:|[a-z ]+$)/.test(l));
  const focusStart = focusLines.findIndex((l) => l.startsWith('# focus words:'));
  const focus = new Set(
    focusLines
      .slice(focusStart)
      .join(' ')
      .replace(/# focus words:|#/g, ' ')
      .split(/\s+/)
      .filter(Boolean),
  );
  return readTsv(path).map(([id, , sentence, tagged]) => {
    let cursor = 0;
    const tokens = tagged!.split(' ').map((item) => {
      const m = /^(.+?)\/([A-Z|_]+)(?:\/([^/]+))?$/.exec(item);
      if (!m) throw new Error(`${id}: cannot read "${item}"`);
      const [, word, tags, lemma] = m as unknown as [string, string, string, string | undefined];
      const start = sentence!.indexOf(word, cursor);
      if (start < 0) throw new Error(`${id}: "${word}" not found in order`);
      cursor = start + word.length;
      const tagList = tags.split('|');
      const nounOrVerb = tagList.every((t) => t === 'NOUN' || t === 'VERB');
      const lower = word.toLowerCase();
      return {
        text: word,
        start,
        end: cursor,
        tags: tagList,
        lemma: nounOrVerb ? (lemma ?? lower) : undefined,
        focus: focus.has(lower) || focus.has(lemma ?? ''),
      };
    });
    return { id: id!, sentence: sentence!, tokens };
  });
}
