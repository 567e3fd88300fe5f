import type { EngineData, EnTarget } from '../engine-data.js';
import { wordSet } from '../lexicon/word-lists.js';
import { reshapeChat } from './en-chat.js';
import { gerundVerb, isBe, verb } from './en-construction-parts.js';
import { PRONOUNS } from './en-grammar.js';
import type { EnUnit } from './en-unit.js';

const OPINION_ADJECTIVES = wordSet('opinion-adjectives-en');
/** Verbs of handling a thing in an instruction (mix, shake, wash …): "well" after them is väl. */
const THING_VERBS = wordSet('thing-verbs-en');

/** (that) + it/this/that + (modal) + be + (too, very, really …) + an adjective of judgement, from `k`. */
function opinionFollows(units: EnUnit[], k: number): boolean {
  if (units[k]?.lower === 'that' && ['it', 'this', 'that'].includes(units[k + 1]?.lower ?? '')) k++;
  if (!['it', 'this', 'that'].includes(units[k]?.lower ?? '')) return false;
  k++;
  if (units[k]?.tag === 'modal') k++;
  if (units[k]?.tag !== 'be') return false;
  k++;
  while (['too', 'very', 'so', 'really', 'quite', 'pretty', 'a', 'bit', 'little'].includes(units[k]?.lower ?? '')) k++;
  return OPINION_ADJECTIVES.has(units[k]?.lower ?? '');
}

/** Verbs that take a to-infinitive ("want to work"), so to + work after them is no destination. */
const TO_INFINITIVE_VERBS = new Set([
  'want',
  'need',
  'like',
  'love',
  'hate',
  'try',
  'plan',
  'hope',
  'decide',
  'start',
  'begin',
  'continue',
  'prefer',
  'learn',
  'forget',
  'remember',
  'agree',
  'refuse',
  'manage',
  'promise',
  'expect',
]);
/** A personal subject pronoun (I, you, he …). */
const person = (x: EnUnit | undefined) => ['i', 'you', 'he', 'she', 'we', 'they'].includes(x?.lower ?? '');

/** Verbs of moving somewhere (go to work, travel to school). */
const MOVING = new Set([
  'go',
  'come',
  'walk',
  'drive',
  'cycle',
  'bike',
  'travel',
  'commute',
  'run',
  'ride',
  'return',
  'hurry',
  'rush',
  'head',
]);

/**
 * Word-level rewrites on the tagged units before the clause rules (see en-constructions.ts): a language after a verb
 * or preposition is the noun (talar tyska), start + to/-ing is börja, "the blue one" drops the pronoun one, "there
 * is no bread left" → kvar, outside at the end → ute, "Some children …" opening a sentence → Vissa, "the dark" → mörkret,
 * pretty before an adjective → ganska, even before a noun phrase → även.
 */
const SOME_OPENING: EnTarget = {
  entry: { kind: 'word', word: 'vissa', pos: 'det', senses: [{ text: 'some' }], rank: 0 },
  senseIndex: 0,
  score: 0,
};

export function reshapeWords(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    const nominalNext = next && ['noun', 'adj', 'unknown'].includes(next.tag);
    // "She speaks German", "in French": a nationality adjective standing alone is the language (tyska).
    const langSlot = u.cap && i > 0 && !nominalNext && prev && ['verb', 'prep', 'coord'].includes(prev.tag);
    if ((u.tag === 'adj' || u.tag === 'noun') && langSlot) {
      // The language is the adjective + a (tysk → tyska), not the person (en tysk).
      const a = data.enIndex.get(u.lower)?.find((x) => x.entry.kind === 'adj');
      const adj = a?.entry.kind === 'adj' ? a.entry.lemma : '-';
      const n = data.enIndex.get(u.lower)?.find((x) => x.entry.kind === 'noun' && x.entry.lemma === `${adj}a`);
      if (n) Object.assign(u, { tag: 'noun', base: u.lower, target: n });
      // "in French" → "på franska".
      if (n && prev.lower === 'in') Object.assign(prev, { sv: 'på', target: undefined });
    }
    // "Mix well", "Shake well before use" → "Blanda väl", "Skaka väl": thoroughly, not bra.
    if (u.lower === 'well' && prev?.tag === 'verb' && prev.vform === 'base' && THING_VERBS.has(prev.base ?? ''))
      Object.assign(u, { tag: 'phrase', sv: 'väl', target: undefined });
    // "started to laugh", "start working" → börja.
    if (
      u.tag === 'verb' &&
      u.base === 'start' &&
      (next?.tag === 'to' || (next?.tag === 'verb' && next.vform === 'ing'))
    ) {
      const t = verb(data, 'börja');
      if (t) Object.assign(u, { target: t, cued: true });
    }
    // "the blue one", "which one" → "den blå", "vilken": the pronoun one after a determiner or adjective.
    if (u.lower === 'one' && (u.tag === 'noun' || u.tag === 'num') && prev && !nominalNext) {
      if (prev.tag === 'adj' || ['which', 'this', 'that', 'the'].includes(prev.lower)) {
        units.splice(i, 1);
        i--;
        continue;
      }
    }
    // "I have seen it before", "never … before": before with nothing after it is the adverb förut, not före.
    // A multiword phrase opening with before ("before serving" → "före servering") is the phrase's own.
    const alone = !(u.base ?? '').includes(' ');
    if (u.lower === 'before' && alone && i > 0 && (!next || next.tag === 'punct' || next.tag === 'coord'))
      Object.assign(u, { tag: 'phrase', sv: 'förut', target: undefined });
    // "would have liked to come": after the infinitive marker a verb spelled like its participle is the infinitive.
    if (u.tag === 'verb' && u.vform === 'pp' && prev?.tag === 'to') u.vform = 'base';
    // "I'm used to working late", "She isn't used to the cold" → "van vid": be used to + -ing or a noun phrase.
    let b = i - 1;
    while (
      units[b] &&
      ['not', 'already', 'never', 'really', 'quite', 'so', 'very', 'getting'].includes(units[b]!.lower)
    )
      b--;
    const after = units[i + 2];
    const objectAfter = after && (['det', 'poss', 'pron', 'noun'].includes(after.tag) || after.vform === 'ing');
    if (u.lower === 'used' && next?.lower === 'to' && isBe(units[b]) && objectAfter) {
      const van = data.enIndex.get('accustomed')?.find((x) => x.entry.kind === 'adj' && x.entry.lemma === 'van');
      if (van) Object.assign(u, { tag: 'adj', base: 'used', target: van, vform: undefined });
      if (van) Object.assign(next, { tag: 'prep', sv: 'vid', target: undefined });
    }
    // "There is no bread left" → "kvar".
    if (u.lower === 'left' && prev?.tag === 'noun' && (!next || next.tag === 'punct')) {
      if (units.some((x) => x.tag === 'there')) Object.assign(u, { tag: 'phrase', sv: 'kvar', target: undefined });
    }
    // "playing outside" → "ute"; "go outside" → "gå ut".
    const outdoors =
      prev &&
      (prev.tag === 'adj' || isBe(prev) || ['play', 'snow', 'rain', 'eat', 'sleep', 'go'].includes(prev.base ?? ''));
    if (u.lower === 'outside' && (!next || next.tag === 'punct') && outdoors) {
      const motion = units
        .slice(0, i)
        .some((x) => x.tag === 'verb' && ['go', 'come', 'run', 'walk'].includes(x.base ?? ''));
      Object.assign(u, { tag: 'phrase', sv: motion ? 'ut' : 'ute', target: undefined });
    }
    // "Some children are afraid …" → "Vissa barn": some opening a sentence before a plural noun.
    if (i === 0 && u.lower === 'some' && u.tag === 'det' && next?.tag === 'noun' && next.plural)
      Object.assign(u, { base: 'some (certain)', target: SOME_OPENING });
    // "He is always late", "long hair": a word read as an adverb is the adjective after be (and clause adverbs) at the
    // end of the clause, or before a noun.
    if (u.tag === 'adv' && u.lower !== 'well' && !u.base) {
      let k = i - 1;
      while (
        k > 0 &&
        units[k]!.tag === 'adv' &&
        ['always', 'never', 'often', 'very', 'so', 'too', 'not'].includes(units[k]!.lower)
      )
        k--;
      const predicative = isBe(units[k]) && k < i && (!next || ['punct', 'prep', 'coord'].includes(next.tag));
      const attributive = next?.tag === 'noun' && prev?.tag !== 'prep' && !(next.base ?? '').includes(' ');
      const a = (predicative || attributive) && data.enIndex.get(u.lower)?.find((x) => x.entry.kind === 'adj');
      if (a) Object.assign(u, { tag: 'adj', base: u.lower, target: a, sv: undefined });
    }
    // "pretty cold", "pretty well" → "ganska": pretty before an adjective or adverb with no noun after it is a degree.
    const degreeSlot = next?.tag === 'adv' || (next?.tag === 'adj' && units[i + 2]?.tag !== 'noun');
    if (u.lower === 'pretty' && u.tag === 'adj' && degreeSlot && prev?.tag !== 'det') {
      Object.assign(u, { tag: 'adv', sv: 'ganska', target: undefined });
    }
    // "Even children can do it", "even on Sundays" → "även": even before a noun phrase is the focus adverb, not the
    // adjective (jämn), which follows an article or a copula ("an even surface", "The score is even").
    const phraseNext = next && ['noun', 'pron', 'det', 'poss', 'prep', 'num'].includes(next.tag);
    if (
      u.lower === 'even' &&
      phraseNext &&
      !/^numbers?$/.test(next!.lower) &&
      !['det', 'be'].includes(prev?.tag ?? '')
    ) {
      // Before a noun it stands in the noun phrase like a determiner ("Även barn kan …", no inversion).
      Object.assign(u, { tag: ['noun', 'num'].includes(next!.tag) ? 'det' : 'adv', sv: 'även', target: undefined });
    }
    // "I didn't even see him" → "inte ens", "I don't really know" → "inte riktigt": after a negation.
    const afterNeg = ({ even: 'ens', really: 'riktigt' } as Record<string, string>)[u.lower];
    if (afterNeg && u.tag === 'adv' && prev?.tag === 'neg') Object.assign(u, { sv: afterNeg, target: undefined });
    // "I'm full" → "Jag är mätt": a person who is full has eaten.
    const personIs = (isBe(prev) && person(units[i - 2])) || (person(prev) && isBe(units[i - 2]));
    if (u.tag === 'adj' && u.lower === 'full' && personIs) {
      const t = data.enIndex.get('full')?.find((x) => x.entry.kind === 'adj' && x.entry.lemma === 'mätt');
      if (t && (!next || next.tag === 'punct')) Object.assign(u, { target: t });
    }
    // "How did you get here?" → "Hur kom du hit?": get to a place is komma.
    if (u.tag === 'verb' && u.base === 'get' && ['here', 'there', 'home'].includes(next?.lower ?? '')) {
      const t = verb(data, 'komma');
      if (t) Object.assign(u, { target: t, cued: true });
    }
    // "walk to work", "go to bed": to + a noun with a phrase of its own (till jobbet, i säng), not an infinitive.
    // ("used to work", "want to work at home" keep their infinitive: brukade arbeta, vill arbeta.)
    const usedTo = prev?.base === 'use' || prev?.lower === 'used' || TO_INFINITIVE_VERBS.has(prev?.base ?? '');
    if ((u.tag === 'to' || (u.tag === 'prep' && u.lower === 'to')) && next && prev?.tag === 'verb' && !usedTo) {
      const ph = data.enIndex.get(`to ${next.lower}`)?.find((x) => x.entry.kind === 'phrase');
      const after = units[i + 2];
      // "travels to work every day", "cycle to work by bike": after a verb of moving, a time or means phrase too.
      const moving = MOVING.has(prev.base ?? '') && (after?.tag === 'phrase' || after?.lower === 'every');
      if (ph?.entry.kind === 'phrase' && (!after || moving || ['punct', 'adv', 'prep', 'coord'].includes(after.tag))) {
        units.splice(i, 2, { ...u, text: `to ${next.text}`, tag: 'phrase', sv: ph.entry.sv, target: undefined });
        continue;
      }
    }
    // "good at swimming", "afraid of flying" → "bra på att simma": an -ing word after adjective + preposition.
    if (u.tag === 'prep' && prev?.tag === 'adj' && next?.tag === 'noun' && /ing$/.test(next.lower)) {
      const after = units[i + 2];
      const g = gerundVerb(data, next.lower, Boolean(after && ['det', 'poss', 'noun', 'pron'].includes(after.tag)));
      if (g) Object.assign(next, { tag: 'verb', base: g.base, vform: 'ing', target: g.target });
    }
    // "Let me help you" → "Låt mig hjälpa dig": after let + object the verb.
    if (u.tag === 'noun' && prev?.tag === 'pron' && units[i - 2]?.tag === 'verb' && units[i - 2]!.base === 'let') {
      const t = data.enIndex.get(u.lower)?.find((x) => x.entry.kind === 'verb');
      if (t) Object.assign(u, { tag: 'verb', base: u.lower, vform: 'base', target: t });
    }
    // "for adults", "Adults only" → "vuxna": a plural the lexicon has only as an adjective is the adjective's plural.
    if (u.tag === 'unknown' && /[^s]s$/.test(u.lower) && !(u.cap && i > 0)) {
      const a = data.enIndex.get(u.lower.slice(0, -1))?.find((x) => x.entry.kind === 'adj');
      if (a?.entry.kind === 'adj' && a.entry.def)
        Object.assign(u, { tag: 'phrase', sv: a.entry.def, target: undefined, plural: true });
    }
    // "The children are asleep" → "sover", "I fell asleep" → "somnade".
    if (u.lower === 'asleep' && (isBe(prev) || prev?.base === 'fall')) {
      const t = verb(data, isBe(prev) ? 'sova' : 'somna');
      const vform =
        prev!.vform === 'past' || prev!.vform === 'past-pp' ? 'past' : prev!.vform === 'base' ? 'base' : '3sg';
      if (t) {
        Object.assign(prev!, { tag: 'verb', base: isBe(prev) ? 'sleep' : 'fall asleep', vform, target: t, cued: true });
        units.splice(i, 1);
        i--;
        continue;
      }
    }
    // "I'll let you know", "Please let us know" → "meddela dig/oss": let + a person + know is to tell.
    if (u.tag === 'verb' && u.base === 'let' && next?.tag === 'pron' && units[i + 2]?.lower === 'know') {
      const t = verb(data, 'meddela');
      if (t) {
        Object.assign(u, { target: t, cued: true });
        units.splice(i + 2, 1);
      }
    }
    // "Leave the dough to rise", "Allow to cool" → "Låt degen jäsa", "Låt svalna": an instruction's leave/allow +
    // (object) + to + verb is låta + (object) + infinitive.
    if (u.tag === 'verb' && (u.base === 'leave' || u.base === 'allow') && (i === 0 || prev?.tag === 'coord')) {
      let k = i + 1;
      while (k < i + 5 && units[k] && ['det', 'poss', 'noun', 'adj', 'pron'].includes(units[k]!.tag)) k++;
      const t = units[k]?.lower === 'to' && units[k + 1]?.tag === 'verb' ? verb(data, 'låta') : undefined;
      if (t) {
        Object.assign(u, { base: 'let', target: t, cued: true });
        units.splice(k, 1);
      }
    }
    // "Did you enjoy the film?" → "Tyckte du om filmen?".
    if (u.tag === 'verb' && u.base === 'enjoy' && next && ['det', 'poss', 'pron', 'noun'].includes(next.tag)) {
      const t = verb(data, 'tycka', 'om');
      if (t) Object.assign(u, { target: t, cued: true });
    }
    // "I think it is hard", "Do you think that was fun?": a judgement of a thing is tycka (an opinion), not tro.
    if (u.tag === 'verb' && u.base === 'think' && opinionFollows(units, i + 1)) {
      const t = verb(data, 'tycka');
      if (t) Object.assign(u, { target: t, cued: true });
    }
    // "What's the weather like?" → "Hur är vädret?".
    if (i === 0 && u.lower === 'what' && isBe(next)) {
      const k = units.findIndex(
        (x, j) => j > i + 2 && x.lower === 'like' && (!units[j + 1] || ['punct', 'adv'].includes(units[j + 1]!.tag)),
      );
      if (k > 0) {
        u.sv = 'hur';
        units.splice(k, 1);
      }
    }
    // "Neither of us" → "Ingen av oss".
    if (u.lower === 'neither' && next?.lower === 'of')
      Object.assign(u, { tag: 'phrase', sv: 'ingen', target: undefined });
    // "afraid of the dark" → "rädd för mörkret": the dark after a preposition is the noun.
    if (u.tag === 'adj' && u.lower === 'dark' && prev?.lower === 'the' && !nominalNext) {
      const n = data.enIndex.get('darkness')?.find((x) => x.entry.kind === 'noun');
      if (n) Object.assign(u, { tag: 'noun', base: 'darkness', target: n });
    }
    // "It's me", "If I were you" → "det är jag", "om jag vore du": a pronoun after be is a subject.
    const subjectBefore = ['pron', 'noun', 'unknown'].includes(units[i - 2]?.tag ?? '');
    if (u.tag === 'pron' && isBe(prev) && subjectBefore && u.lower in SUBJECT)
      Object.assign(u, { tag: 'phrase', sv: PRONOUNS[SUBJECT[u.lower]!]!.subj, target: undefined });
  }
  // Everyday words of messages and speech (src/transfer/en-chat.ts), once the general rules have run.
  reshapeChat(units, data);
}

const SUBJECT: Record<string, string> = { me: 'i', him: 'he', her: 'she', us: 'we', them: 'they', you: 'you' };
