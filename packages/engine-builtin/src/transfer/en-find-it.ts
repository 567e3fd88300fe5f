import { wordSet } from '../lexicon/word-lists.js';

const OPINION_ADJECTIVES = [...wordSet('opinion-adjectives-en')].join('|');
const FIND_IT = new RegExp(
  String.raw`\b(find|finds|found)\s+it\s+((?:very\s+|really\s+|quite\s+)?(?:${OPINION_ADJECTIVES}))\s+to\b`,
  'gi',
);
const THINK: Record<string, [string, string]> = {
  find: ['think', 'is'],
  finds: ['thinks', 'is'],
  found: ['thought', 'was'],
};

/**
 * "I find it hard to sleep" judges a thing: read as "I think that it is hard to sleep" (Jag tycker att det är svårt
 * att sova), not as finding something (hitta).
 */
export function rewriteFindIt(sentence: string): string {
  return sentence.replace(FIND_IT, (_, find: string, adjective: string) => {
    const [think, be] = THINK[find.toLowerCase()]!;
    const cased = find[0] === find[0]!.toUpperCase() ? think[0]!.toUpperCase() + think.slice(1) : think;
    return `${cased} that it ${be} ${adjective} to`;
  });
}
