import type { EngineData } from '../engine-data.js';
import { listsWithPrefix } from '../lexicon/word-lists.js';
import { targets } from './en-candidates.js';
import { isBe, word } from './en-construction-parts.js';
import { BE_FORMS } from './en-grammar.js';
import type { EnUnit } from './en-unit.js';

/**
 * States after be that the word-by-word reading takes for events or feelings:
 * - "The office will be closed on Friday" → "Kontoret är stängt på fredag": after will/would + be or was/were a
 *   state participle (closed, locked, booked …) is the state, not the s-passive (stängas), unless an agent follows
 *   (by) or a year dates a past event; after will the Swedish present says the scheduled state;
 * - "The server is down", "The website was down all morning" → "nere": down after be with a machine or a system as
 *   the subject is out of order (not deppig);
 * - "I'm out of (the) office until Monday" → "borta från kontoret" (not "ur kontor").
 */
const STATE_PARTICIPLES = new Set(['closed', 'shut', 'locked', 'booked', 'reserved', 'occupied', 'fully booked']);
const FUTURE_MODALS = new Set(['will', "'ll", 'would', "'d"]);
const MACHINES = new Set(
  (listsWithPrefix('class:').get('machines-en') ?? [])
    .map((r) => r.word)
    .concat([
      'server',
      'servers',
      'site',
      'service',
      'services',
      'intranet',
      'portal',
      'line',
      'lines',
      'mail',
      'e-mail',
    ]),
);

export function reshapeStates(units: EnUnit[], data: EngineData): void {
  // "the IT department": a word in capitals before a noun is an acronym (IT-avdelningen), not the pronoun it.
  units.forEach((u, i) => {
    const next = units[i + 1];
    if (
      u.text === 'IT' &&
      ['pron', 'det'].includes(u.tag) &&
      next?.tag === 'noun' &&
      next.text !== next.text.toUpperCase()
    )
      Object.assign(u, { tag: 'unknown', cap: true, target: undefined, base: undefined });
  });
  for (let i = 2; i < units.length; i++) {
    const u = units[i]!;
    const be = units[i - 1]!;
    const next = units[i + 1];
    // "The museum was closed when we got there" → "var stängt": the past state too, unless a year or "ago" dates the
    // event ("The factory was closed in 2010" → "stängdes").
    const pastState =
      (be.lower === 'was' || be.lower === 'were') &&
      !units.slice(i + 1).some((x) => x.lower === 'ago' || /^(1[5-9]|20)\d\d$/.test(x.lower));
    if (
      STATE_PARTICIPLES.has(u.lower) &&
      ((be.lower === 'be' && FUTURE_MODALS.has(units[i - 2]!.lower)) || pastState) &&
      next?.lower !== 'by' &&
      u.tag !== 'adj'
    ) {
      const t = targets(data, u.lower, 'adj')[0];
      if (!t) continue;
      Object.assign(u, { tag: 'adj', base: u.lower, vform: undefined, target: t, cued: true });
      // A scheduled state is the Swedish present: "will be closed on Friday" → "är stängt på fredag".
      const modal = units[i - 2]!;
      if (modal.lower === 'will' || modal.lower === "'ll") {
        Object.assign(be, {
          tag: 'be',
          vform: 'pres',
          base: 'be',
          span: modal.span && be.span && [modal.span[0], be.span[1]],
        });
        units.splice(i - 2, 1);
        i--;
      }
    }
  }
  outOfOffice(units);
  outOfSupplies(units);
  for (let i = 1; i < units.length; i++) {
    const u = units[i]!;
    if (u.lower !== 'down' || !isBe(units[i - 1]) || !machineSubject(units, i - 1)) continue;
    const after = units[i + 1];
    if (after && !['punct', 'adv', 'prep', 'coord', 'subord', 'det', 'num', 'noun'].includes(after.tag)) continue;
    units.splice(i, 1, word(u, 'down', 'phrase', 'nere'));
  }
}

/** The noun before be at `b` (within a few words: "the mail server is") names a machine or a system. */
function machineSubject(units: EnUnit[], b: number): boolean {
  for (let k = b - 1; k >= 0 && k >= b - 3; k--) {
    const x = units[k]!;
    if (x.tag === 'noun') return MACHINES.has(x.lower) || MACHINES.has(x.base ?? '');
    if (x.tag !== 'adv' && x.tag !== 'neg') return false;
  }
  return false;
}

/** "out of (the) office" after be → "borta från kontoret", one unit ("be out" read as one verb is split first). */
function outOfOffice(units: EnUnit[]): void {
  for (let i = 0; i + 2 < units.length; i++) {
    const u = units[i]!;
    const beOut = u.tag === 'verb' ? /^(\S+) out$/i.exec(u.text) : null;
    if (beOut && u.tag === 'verb' && BE_FORMS[beOut[1]!.toLowerCase()] && /^of$/i.test(units[i + 1]!.text)) {
      const be = beOut[1]!;
      units.splice(
        i,
        1,
        {
          ...u,
          text: be,
          lower: be.toLowerCase(),
          tag: 'be',
          vform: be.toLowerCase() === 'is' ? '3sg' : BE_FORMS[be.toLowerCase()],
          base: 'be',
          target: undefined,
        },
        { ...word(u, 'out', 'prep', ''), text: 'out', lower: 'out' },
      );
      continue;
    }
    if (i === 0 || !isBe(units[i - 1])) continue;
    const words = units.slice(i, i + 4).flatMap((x) => x.text.toLowerCase().split(' '));
    const n = words[2] === 'the' ? 4 : 3;
    if (words[0] !== 'out' || words[1] !== 'of' || !/^offices?$/.test(words[n - 1] ?? '')) continue;
    // The units covering those words (a multiword "out of" is one unit).
    let k = i;
    for (let w = 0; w < n; k++) w += units[k]!.text.split(' ').length;
    const phrase: EnUnit = word(units[i]!, 'out of office', 'phrase', 'borta från kontoret');
    const [a, b] = [units[i]!.span, units[k - 1]!.span];
    phrase.span = a && b ? [a[0], b[1]] : undefined;
    units.splice(i, k - i, phrase);
  }
}

/** Places, states and fixed phrases after "be out of" that are no supply running out (out of work, out of stock). */
const NOT_SUPPLIES = new Set(
  'work town breath reach sight place control danger date season question fashion range bed hospital prison jail practice shape tune touch line mind luck character context proportion focus stock order service office the a an my your his her our their this that'.split(
    ' ',
  ),
);

/**
 * "We're out of milk", "The printer was out of paper" → "Vi har slut på mjölk", "Skrivaren hade slut på papper": be
 * out of + a bare noun is a supply that has run out (ha slut på), not a place left (ur).
 */
function outOfSupplies(units: EnUnit[]): void {
  for (let i = 1; i + 1 < units.length; i++) {
    const u = units[i]!;
    // "Are we out of coffee?": in a question the subject pronoun stands between be and out of.
    const be = units[i - 1]!.tag === 'pron' && units[i - 2]?.tag === 'be' ? units[i - 2]! : units[i - 1]!;
    // "out of" is one unit, or two when "be out" was first read as one verb and split (outOfOffice).
    const t = u.text.toLowerCase();
    const len = t === 'out of' ? 1 : t === 'out' && units[i + 1]?.lower === 'of' ? 2 : 0;
    const n = units[i + len];
    if (!len || be.tag !== 'be' || n?.tag !== 'noun' || NOT_SUPPLIES.has(n.lower)) continue;
    const past = be.vform === 'past';
    Object.assign(be, { tag: 'have', base: 'have', lower: past ? 'had' : 'have', target: undefined, sv: undefined });
    const phrase = word(u, 'out of', 'phrase', 'slut på');
    const [a, b] = [u.span, units[i + len - 1]!.span];
    phrase.span = a && b ? [a[0], b[1]] : undefined;
    units.splice(i, len, phrase);
  }
}
