import type { EngineData } from '../engine-data.js';
import { analyzeSv } from '../morphology/sv.js';
import type { Token } from '../tokenize.js';

/** Verbs of thinking and saying that Swedish often follows with a clause without att (Jag tror han kommer). */
const CLAUSE_VERBS = new Set([
  ...['tror', 'trodde', 'tycker', 'tyckte', 'hoppas', 'hoppades', 'vet', 'visste', 'säger', 'sa', 'sade'],
  ...['tänker', 'tänkte', 'antar', 'antog', 'märker', 'märkte', 'hör', 'hörde', 'ser', 'såg', 'menar', 'menade'],
]);
const CLAUSE_SUBJECTS = new Set(['jag', 'du', 'han', 'hon', 'vi', 'ni', 'de', 'dom', 'den', 'det', 'allt', 'man']);

/**
 * "Jag tror han kommer", "Jag tycker det är bra": a content clause without att after a verb of thinking or saying is
 * read as if att were there (I think he's coming), so its subject and verb form a clause of their own rather than
 * an object and a bare verb. The att takes no room in the source.
 */
export function markContentClauses(tokens: Token[], data: EngineData): Token[] {
  const out: Token[] = [];
  tokens.forEach((t, i) => {
    out.push(t);
    const subject = tokens[i + 1];
    const verb = tokens[i + 2];
    if (t.kind !== 'word' || !CLAUSE_VERBS.has(t.lower) || i === 0 || tokens[i - 1]?.kind !== 'word') return;
    if (!subject || !CLAUSE_SUBJECTS.has(subject.lower) || verb?.kind !== 'word') return;
    const finite = analyzeSv(data.svIndex, verb.lower).some(
      (a) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past'),
    );
    if (finite) out.push({ ...subject, text: 'att', lower: 'att', cap: false, end: subject.start });
  });
  return out;
}
