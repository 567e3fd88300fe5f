import type { EngineData } from '../engine-data.js';
import { listsWithPrefix } from '../lexicon/word-lists.js';
import { bothAnd } from './en-correlatives.js';
import type { EnUnit } from './en-unit.js';
import type { SvUnit } from './sv-unit.js';

/** Sense rules from data/lists/senses-in-context.tsv: per word, renderings with the cue words that select them. */
const EN_RULES = listsWithPrefix('sense-en:');
const SV_RULES = listsWithPrefix('sense-sv:');

const PREDICATIVE = new Set(['är', 'var', 'vara', 'varit', 'blir', 'blev', 'bli', 'blivit']);

/** The forms (as written and lemma) of each word of the sentence, in order. */
type Forms = readonly (readonly string[])[];

/** Word classes a cue may name (`@food-en`): the lists `class:<name>` of data/lists/cue-classes.tsv. */
const CLASSES = new Map([...listsWithPrefix('class:')].map(([k, rows]) => [k, new Set(rows.map((r) => r.word))]));

/** Whether a form is the cue word or, for `@name`, a member of that word class. */
function matches(cue: string, form: string): boolean {
  if (cue[0] !== '@') return form === cue;
  const members = CLASSES.get(cue.slice(1));
  if (!members) throw new Error(`senses-in-context: unknown word class ${cue}`);
  return members.has(form);
}

/**
 * A cue word occurs anywhere in the sentence; `+word` only among the next three words ("miss +you" → sakna,
 * "fick +barn" → had), `-word` only among the two words before ("-political party" → parti, "-helt rätt" → right),
 * `+#` a number right after ("platform +#" → spår). `@class` (also `+@class`, `-@class`) is any member of a word
 * class ("light @meals-en" → lätt); cues joined by `&` must all apply ("står +det&@texts-sv" → says).
 */
function applies(cues: string, words: ReadonlySet<string>, forms: Forms = [], at = -1): boolean {
  if (cues === '*') return true;
  return cueSets(cues).some((all) => all.every((c) => cueApplies(c, words, forms, at)));
}

/** A rule's cues split into alternatives of cues that must all apply, once per rule (the rules are data). */
const CUE_SETS = new Map<string, string[][]>();
function cueSets(cues: string): string[][] {
  let sets = CUE_SETS.get(cues);
  if (!sets) {
    sets = cues.split(' ').map((all) => all.split('&'));
    CUE_SETS.set(cues, sets);
  }
  return sets;
}

function cueApplies(c: string, words: ReadonlySet<string>, forms: Forms, at: number): boolean {
  if (c.length < 2 || (c[0] !== '+' && c[0] !== '-')) {
    return c[0] === '@' ? [...words].some((f) => matches(c, f)) : words.has(c);
  }
  const w = c.slice(1);
  // "+#": a number right after the word ("platform 4" → spår 4, "gate 12").
  if (c === '+#') return at >= 0 && (forms[at + 1] ?? []).some((f) => /^\d+[a-z]?$/.test(f));
  const near = c[0] === '+' ? forms.slice(at + 1, at + 4) : forms.slice(Math.max(0, at - 2), Math.max(0, at));
  return at >= 0 && near.some((f) => (w[0] === '@' ? f.some((x) => matches(w, x)) : f.includes(w)));
}

/** "The match was postponed" → match, "a match to light the candle" → tändsticka; "Is this seat free?" → ledig. */
export function chooseEnSenses(units: EnUnit[], data: EngineData): void {
  bothAnd(units); // both … and → både … och, else båda
  // The words of a multiword unit count one by one ("on a leash" is a cue for keep → hålla), and so do those of a span
  // entity recognition kept whole ("2 km" before away → bort).
  const forms: Forms = units.map((u) => [
    u.lower,
    ...(u.base ? [u.base, ...u.base.split(' ')] : u.lower.includes(' ') ? u.lower.split(' ') : []),
  ]);
  const words = new Set<string>();
  for (const f of forms) for (const w of f) words.add(w);
  units.forEach((u, i) => {
    // "the last bus" → "den sista bussen": after the, last is the final one; "last week" (förra) has no article.
    if (u.tag !== 'det' || u.lower !== 'last' || units[i - 1]?.lower !== 'the') return;
    const t = data.enIndex.get('last')?.find((x) => x.entry.kind === 'adj' && x.entry.lemma === 'sista');
    if (t) Object.assign(u, { tag: 'adj', base: 'last', target: t, cued: true });
  });
  units.forEach((u, at) => {
    // "the third quarter": a word the tagger read as a number word (kvart) may have a noun sense in context (kvartal).
    const key = u.tag === 'adv' || u.tag === 'num' ? (u.base ?? u.lower) : u.base;
    if (!['noun', 'adj', 'verb', 'adv', 'num'].includes(u.tag) || !key) return;
    if (u.tag === 'num' && !EN_RULES.has(key)) return;
    // A plural with senses of its own ("the minutes of the meeting" → protokoll, not minuter) has rules of its own.
    // After a number it is a count ("It takes twenty minutes" → minuter, though take minutes → protokoll).
    const pluralKey =
      u.tag === 'noun' && u.plural && u.lower !== key && EN_RULES.has(u.lower) && units[at - 1]?.tag !== 'num';
    const ruleKey = pluralKey ? u.lower : key;
    for (const rule of EN_RULES.get(ruleKey) ?? []) {
      if (!applies(rule.value, words, forms, at)) continue;
      // The rule's word may be another part of speech than the tagger chose ("Is this seat free?": free is ledig).
      // "read carefully" → noga: an adverb's rendering is a closed-class word of the lexicon.
      const t = data.enIndex
        .get(ruleKey)
        ?.find((x) =>
          x.entry.kind === 'word'
            ? u.tag === 'adv' && x.entry.word === rule.word
            : (x.entry.kind === 'noun' || x.entry.kind === 'adj' || x.entry.kind === 'verb') &&
              x.entry.lemma === rule.word,
        );
      // A verb stays a verb: a noun sense of the same word ("a phone call" → samtal) is not the verb "call me";
      // an adjective is no verb either ("the last meeting" is not pågå).
      if (t && !(u.tag === 'verb' && t.entry.kind === 'noun') && !(u.tag === 'adj' && t.entry.kind === 'verb')) {
        u.target = t;
        u.tag = t.entry.kind as EnUnit['tag'];
        // The plural's own Swedish is a singular (the minutes → protokollet, sales → försäljningen).
        if (pluralKey) u.plural = false;
        // A cue word in the sentence chose the sense (not a `*` default): the sense is not a guess.
        u.cued = rule.value !== '*';
        break;
      }
      // "How long does it take?" → "Hur lång tid": an adverb may take a fixed phrase of the lexicon as its rendering.
      if (
        u.tag === 'adv' &&
        data.enIndex.get(ruleKey)?.some((x) => x.entry.kind === 'phrase' && x.entry.sv === rule.word)
      ) {
        u.sv = rule.word;
        u.cued = rule.value !== '*';
        break;
      }
    }
  });
}

/** "hämta barnen" → pick up, "Mjölken är slut" → gone, "Jag är helt slut" → exhausted, "klockan har stannat" → stopped. */
export function chooseSvSenses(units: SvUnit[]): void {
  // The words of a phrase unit count one by one ("till höger" is a cue for hålla → keep).
  const forms = svForms(units);
  const words = new Set(forms.flat());
  units.forEach((u, i) => {
    // After är/var/blir a word that is also an adjective is the predicative ("det är slut": over, not the noun end).
    // A definite noun stays a noun: "Det var slutet av filmen" (the end), not the adjective sluten (closed).
    const pred =
      units.slice(Math.max(0, i - 2), i).some((x) => PREDICATIVE.has(x.lower)) && u.a?.pos === 'noun' && !u.a.def;
    // "Rätt svar är B", "fast pris": a word read as an adverb or subjunction is the adjective before a bare noun.
    const next = units[i + 1]?.a;
    const attr =
      u.a?.pos === 'word' && ['adv', 'subj'].includes(u.a.entry.pos) && next?.pos === 'noun' && !next.def && !next.gen;
    const a = ((pred || attr) && u.analyses.find((x) => x.pos === 'adj')) || u.a;
    if (!a) return;
    if (attr && a !== u.a) {
      u.a = a;
      u.analyses = [a, ...u.analyses.filter((x) => x !== a)];
    }
    // `sense-sv:slut/adj` rows apply to one part of speech only (the adjective slut, not the noun "the end").
    const key = 'lemma' in a.entry ? a.entry.lemma : a.entry.word;
    // `sense-sv:fatta/passive` rows apply to the s-passive only (beslutet fattas → is made).
    const passive = a.pos === 'verb' && a.passive ? SV_RULES.get(`${key}/passive`) : undefined;
    // A passive row that does not apply leaves the word's other rows to try (lämnas + till → hand, else hand in).
    const pick = (rules: typeof passive) => rules?.find((r) => applies(r.value, words, forms, i));
    const rule = pick(passive) ?? pick(SV_RULES.get(`${key}/${a.pos}`) ?? SV_RULES.get(key));
    if (!rule) return;
    const entry = { ...a.entry, senses: [{ text: rule.word }, ...a.entry.senses] };
    u.a = { ...a, entry } as typeof a;
    u.cued = rule.value !== '*';
    u.analyses = u.analyses.map((x) => (x === a ? u.a! : x));
  });
}

/**
 * The context sense of a particle verb, which the chain finds after tagging (*tar inte emot kontanter* → accept):
 * the rule for its full lemma, if one applies to the clause's words.
 */
export function svParticleSense(lemma: string, units: SvUnit[], at = -1): string | undefined {
  // `sense-sv:hålla med/object`: the sense when an object follows the particle, wherever the particle stands
  // ("Jag håller inte med honom", "Håller du med mig?" → agree with; "Håller du med?" → agree).
  const objectRule = SV_RULES.get(`${lemma}/object`);
  if (objectRule && at >= 0 && objectAfterParticle(lemma, units, at)) return objectRule[0]?.word;
  const rules = SV_RULES.get(lemma);
  if (!rules) return undefined;
  const forms = svForms(units);
  const words = new Set(forms.flat());
  return rules.find((r) => applies(r.value, words, forms, at))?.word;
}

/**
 * Whether a `sense-sv:<lemma>/passive` row applies to the sentence: the tagger then prefers the s-passive of that
 * verb to a deponent spelled the same ("Beslutet har fattats" is fatta's passive, not fattas, be missing).
 */
export function svPassiveCued(lemma: string, units: SvUnit[]): boolean {
  const rules = SV_RULES.get(`${lemma}/passive`);
  if (!rules) return false;
  const forms = svForms(units);
  const words = new Set(forms.flat());
  return rules.some((r) => r.value !== '*' && applies(r.value, words, forms));
}

/**
 * The forms of each Swedish unit: its words as written (a phrase word by word), its lemma and a compound's head lemma
 * (semesteransökan is a cue as ansökan).
 */
const svForms = (units: SvUnit[]): Forms =>
  units.map((u) => [
    ...u.lower.split(' '),
    ...(u.a && 'lemma' in u.a.entry ? [u.a.entry.lemma] : []),
    ...(u.compound ? [u.compound.head.entry.lemma] : []),
  ]);

/** The particle of `lemma` stands within three words after the verb at `at` and an object starts right after it. */
function objectAfterParticle(lemma: string, units: SvUnit[], at: number): boolean {
  const particle = lemma.split(' ').at(-1)!;
  const k = units.slice(at + 1, at + 4).findIndex((u) => u.lower === particle);
  const u = k >= 0 ? units[at + 2 + k] : undefined;
  const next = u?.a;
  if (!u || !next) return u?.kind === 'unknown' && Boolean(u.tokens[0]?.cap);
  if (next.pos === 'noun') return true;
  return next.pos === 'word' && ['pron', 'det'].includes(next.entry.pos) && !['det', 'så'].includes(u.lower);
}
