/**
 * American spellings to try for a British-spelled word the lexicon lacks (its English side is mostly American):
 * organised/organising/organisation → organiz…, analysed → analyzed, colour/behaviour → color/behavior,
 * metre/theatre → meter/theater. Only used when the word as written has no reading at all.
 */
const RULES: [RegExp, string][] = [
  [/(?<=\w{2})is(e|es|ed|ing|er|ers|ation|ations|able)$/, 'iz$1'],
  [/(?<=\w)ys(e|es|ed|ing)$/, 'yz$1'],
  [/(?<=\w{2})our(s|ed|ing|ite|ites|able|ful)?$/, 'or$1'],
  [/(?<=\w{2})tre(s)?$/, 'ter$1'],
  [/(?<=\w{2})ogue(s)?$/, 'og$1'],
];

export function americanSpellings(word: string): string[] {
  const out: string[] = [];
  for (const [re, rep] of RULES) {
    const alt = word.replace(re, rep);
    if (alt !== word) out.push(alt);
  }
  return out;
}
