import { attribute } from '../alignment.js';
import type { AdjEntry, NounEntry } from '../lexicon/types.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { adjForm, nounForm, pluralOnly } from '../morphology/sv.js';
import type { Piece } from '../tokenize.js';
import { compoundModifier } from './en-compound.js';
import { DETERMINERS, type Gender, POSSESSIVES } from './en-grammar.js';
import type { SvRenderContext } from './en-render-context.js';
import type { EnUnit } from './en-unit.js';

const UNCOUNTABLE = new Set([...wordSet('uncountable-nouns-en'), ...wordSet('mass-nouns-en')]);
const DEFINITE_GENERIC = wordMap('definite-generic-en');
/** Words after which a clause's first noun phrase starts (Prices rose …, … that unemployment has risen). */
const CLAUSE_OPENERS = new Set([
  ',',
  'that',
  'and',
  'but',
  'because',
  'as',
  'while',
  'since',
  'when',
  'if',
  'although',
]);

/**
 * "Prices rose" → "Priserna steg", "Police are investigating" → "Polisen utreder": a bare noun phrase of nouns only
 * whose head is in `definite-generic-en` is definite in Swedish (anywhere, or as a clause's first phrase).
 */
function definiteGeneric(units: EnUnit[], i: number, mods: EnUnit[]): boolean {
  const head = mods[mods.length - 1];
  const where = head?.tag === 'noun' ? DEFINITE_GENERIC.get(head.lower) : undefined;
  if (!where || !mods.every((m) => m.tag === 'noun')) return false;
  return where === 'any' || i === 0 || CLAUSE_OPENERS.has(units[i - 1]!.lower);
}

/** Swedish noun phrases for English ones: determiners, agreement, definite suffixes, genitives, compounds. */
export function svWord(u: EnUnit): string {
  const e = u.target?.entry;
  if (!e) return u.sv ?? u.text;
  switch (e.kind) {
    case 'word':
      return e.word;
    case 'phrase':
      return e.sv;
    case 'noun':
    case 'adj':
    case 'verb':
      return e.lemma;
  }
}

export const isNominal = (u: EnUnit | undefined) =>
  Boolean(
    u &&
      !u.consumed &&
      (u.tag === 'noun' ||
        u.tag === 'adj' ||
        u.tag === 'num' ||
        (u.tag === 'adv' && u.lower === 'very') ||
        (u.tag === 'unknown' && (u.cap || u.gen))),
  );

export /** Renders one noun phrase starting at `i`; returns the pieces and the index after it. */
function renderNp(units: EnUnit[], i: number, ctx: SvRenderContext): { pieces: Piece[]; end: number } {
  let j = i;
  let det: string | null = null;
  let poss: string | null = null;
  let genitive: Piece[] | null = null;
  // "all our burgers" → "alla våra hamburgare": all before a possessive or demonstrative keeps that determiner.
  const all = units[j]!.tag === 'det' && units[j]!.base === 'all' && units[j]!.lower === 'all' ? units[j]! : null;
  if (all && (units[j + 1]?.tag === 'poss' || units[j + 1]?.tag === 'det')) j++;
  const first = units[j]!;
  let detWord: string | null = null;
  if (first.tag === 'det') {
    det = first.base && first.base !== first.lower ? first.base : first.lower;
    // A multiword determiner from the lexicon ("a lot of" → många) is used as it stands.
    if (!DETERMINERS[det] && first.target?.entry.kind === 'word') detWord = first.target.entry.word;
    else if (!DETERMINERS[det] && first.sv) detWord = first.sv; // "the same month" → "samma månad"
    j++;
    // "some more cake" → "lite mer tårta", "some more chairs" → "några fler stolar": one quantity, not two.
    if ((det === 'some' || det === 'any') && units[j]?.lower === 'more' && units[j]!.tag === 'det') {
      det = `${det} more`;
      j++;
    }
  } else if (first.tag === 'poss') {
    poss = first.lower;
    j++;
  }
  const mods: EnUnit[] = [];
  while (isNominal(units[j])) {
    mods.push(units[j]!);
    if (units[j]!.gen) {
      j++;
      break;
    }
    j++;
    if (units[j - 1]!.tag === 'noun' && units[j]?.tag !== 'noun') break;
  }
  // Genitive: "the car's door" → "bilens dörr" — the possessor acts as a determiner of what follows.
  const last = mods[mods.length - 1];
  if (last?.gen && isNominal(units[j])) {
    const inner = renderNpCore(det, poss, mods, ctx, true, first.span);
    genitive = inner;
    det = null;
    poss = 'GEN';
    mods.length = 0;
    while (isNominal(units[j])) mods.push(units[j++]!);
  }
  // "some milk" → "lite mjölk", "a lot of snow" → "mycket snö": before a mass noun the quantity is lite/mycket.
  if (det === 'some' || detWord === 'många') {
    const head = [...mods].reverse().find((m) => m.tag === 'noun');
    const e = head?.target?.entry.kind === 'noun' ? head.target.entry : undefined;
    const mass = e && !head!.plural && (e.indefPl === null || UNCOUNTABLE.has(head!.base ?? head!.lower));
    if (mass && det === 'some') {
      det = null;
      detWord = 'lite';
    } else if (mass) detWord = 'mycket';
  }
  // "notify us of any changes" → "eventuella ändringar": any + a plural outside a negation or question is "whatever
  // there may be".
  if (det === 'any' && !ctx.negOrQuestion && mods.some((m) => m.tag === 'noun' && m.plural)) {
    det = null;
    detWord = 'eventuella';
  }
  if (det === 'some more' || det === 'any more') {
    const head = [...mods].reverse().find((m) => m.tag === 'noun');
    detWord = head?.plural ? 'några fler' : det === 'some more' ? 'lite mer' : 'mer';
    det = null;
  }
  // "the grumplet": before a word the lexicon lacks, "the" has no Swedish form to take (no ending, no free article).
  if (det === 'the' && !genitive && mods.length === 0 && units[j]?.tag === 'unknown') return { pieces: [], end: j };
  if (!det && !poss && !detWord && definiteGeneric(units, i, mods)) det = 'the';
  const pieces = [
    ...(genitive ?? []),
    ...(detWord ? [{ text: detWord }] : []),
    ...renderNpCore(
      detWord ? null : det,
      poss,
      first !== all && all ? [all, ...mods] : mods,
      ctx,
      false,
      genitive ? undefined : first.span,
    ),
  ];
  return { pieces, end: j };
}

const WHOLE = new Set(['whole', 'entire']);
const ACRONYM = /^[A-ZÅÄÖ]{2,5}$/;
/** An acronym before a head noun in lower case (not a notice in capitals: STAFF AREA). */
/** "main" before a noun the lexicon knows is the compound prefix huvud- (the main entrance → huvudingången). */
const mainPrefix = (m: EnUnit, headEntry: unknown) =>
  m.tag === 'adj' && m.lower === 'main' && Boolean(headEntry) && !m.degree;
const acronymBefore = (m: EnUnit, head: EnUnit | undefined) =>
  ACRONYM.test(m.text) && Boolean(head) && head !== m && head!.text !== head!.text.toUpperCase();

function renderNpCore(
  det: string | null,
  poss: string | null,
  mods: EnUnit[],
  ctx: SvRenderContext,
  asGenitive: boolean,
  /** Where the phrase's first word (its determiner, if any) stands, for alignment. */
  firstSpan?: readonly [number, number],
): Piece[] {
  const out: Piece[] = [];
  const all = mods[0]?.tag === 'det' ? mods[0] : undefined;
  if (all) mods = mods.slice(1);
  // "the whole team" → "hela teamet", "my entire life" → "hela mitt liv": hela stands before the determiner.
  const whole = mods[0];
  if (
    whole?.tag === 'adj' &&
    WHOLE.has(whole.lower) &&
    (det === 'the' || (poss && poss !== 'GEN')) &&
    mods.slice(1).some((m) => m.tag === 'noun')
  ) {
    out.push({ text: 'hela', src: whole.span });
    mods = mods.slice(1);
  }
  const nouns = mods.filter((m) => m.tag === 'noun' || m.tag === 'unknown');
  const head = nouns[nouns.length - 1];
  const headEntry = head?.target?.entry.kind === 'noun' ? (head.target.entry as NounEntry) : null;
  const gender: Gender = headEntry?.gender ?? 'en';
  const numUnit = mods.find((m) => m.tag === 'num');
  // "warm clothes" → "varma kläder": a Swedish noun with only plural forms (kläder, pengar) is plural.
  const onlyPlural = headEntry !== null && pluralOnly(headEntry);
  const plural =
    Boolean(head?.plural) ||
    onlyPlural ||
    (numUnit ? !['one', '1', 'a'].includes(numUnit.lower) && !numUnit.ordinal : false) ||
    (det !== null && ['these', 'those', 'many', 'several', 'few', 'both'].includes(det)) ||
    (!head && mods.some((m) => m.plural));
  // "both parents" → "båda föräldrarna": båda takes the definite noun.
  const defArticle =
    det === 'the' ||
    det === 'this' ||
    det === 'that' ||
    det === 'these' ||
    det === 'those' ||
    det === 'last' ||
    det === 'last:final' ||
    det === 'both';
  const hasAdj = mods.some((m) => m.tag === 'adj' && !mainPrefix(m, headEntry));
  // "the dog" → "hunden": without an article of its own, "the" is in the noun's ending.
  let theInSuffix = false;
  if (all) out.push({ text: plural ? 'alla' : gender === 'ett' ? 'allt' : 'all', src: all.span });
  if (det && DETERMINERS[det]) {
    const [c, n, p] = DETERMINERS[det]!;
    if (det === 'the') {
      // "the two cities" → "de två städerna": a number needs the article too.
      const cardinal = mods.some((m) => m.tag === 'num' && !m.ordinal);
      // A word the lexicon lacks takes no ending and no free article: "the flimbrosk" → "flimbrosk".
      const unknownHead = head?.tag === 'unknown' && !hasAdj && !cardinal;
      if (unknownHead) theInSuffix = false;
      else if (hasAdj || cardinal || !head || !headEntry)
        out.push({ text: plural ? 'de' : gender === 'ett' ? 'det' : 'den' });
      else theInSuffix = true;
    } else if ((det === 'a' || det === 'an') && !head) {
      out.push({ text: 'en' });
    } else if ((det === 'a' || det === 'an') && headEntry?.indefPl === null && !hasAdj) {
      // "leave a tip" → "lämna dricks": a Swedish noun without a plural is a mass noun and takes no article.
    } else
      out.push({ text: plural && !(det === 'more' && onlyPlural && !head?.plural) ? p : gender === 'ett' ? n : c });
  } else if (poss && poss !== 'GEN') {
    // A third-person possessor that is the clause subject is reflexive in Swedish: "He took his coat" → "sin rock".
    const [c, n, p] = ctx.reflexivePossessives?.has(poss) ? (['sin', 'sitt', 'sina'] as const) : POSSESSIVES[poss]!;
    out.push({ text: plural ? p : gender === 'ett' ? n : c });
  }
  const defAdj = defArticle || Boolean(poss);
  const compound: string[] = [];
  let compoundStart: number | undefined;
  for (const m of mods) {
    if (m === head) continue;
    const before = out.length;
    if (mainPrefix(m, headEntry)) {
      // "the main entrance" → "huvudingången".
      compound.push('huvud');
      compoundStart ??= m.span?.[0];
    } else if (m.tag === 'adj' && m.target?.entry.kind === 'adj') {
      const a = m.target.entry as AdjEntry;
      if (m.degree === 'comp') out.push({ text: a.comp ?? `mer ${adjForm(a, gender, plural, defAdj)}` });
      else if (m.degree === 'sup')
        out.push({
          text: defAdj
            ? a.sup
              ? a.sup.endsWith('st')
                ? `${a.sup}a`
                : `${a.sup}e`
              : `mest ${adjForm(a, gender, plural, true)}`
            : (a.sup ?? `mest ${a.lemma}`),
        });
      else out.push({ text: adjForm(a, gender, plural, defAdj) });
    } else if (m.tag === 'num') out.push({ text: m.target ? svWord(m) : (m.sv ?? m.text) });
    else if (m.tag === 'adv') out.push({ text: 'mycket' });
    else if (m.tag === 'noun' && m.target?.entry.kind === 'noun') {
      const lemma = (m.target.entry as NounEntry).lemma;
      // "the EU countries" → "EU-länderna", "the UN office" → "FN-kontoret": an acronym keeps capitals and a hyphen.
      if (acronymBefore(m, head) && /^\p{L}{2,5}$/u.test(lemma)) compound.push(`${lemma.toUpperCase()}-`);
      else compound.push(compoundModifier(m.target.entry as NounEntry, ctx.data.svIndex));
      compoundStart ??= m.span?.[0];
    } else if (m.tag === 'unknown' && acronymBefore(m, head) && headEntry && mods[mods.indexOf(m) + 1] === head) {
      // "the HR department" → "HR-avdelningen": an acronym before the head noun is a hyphenated first part.
      compound.push(`${m.text}-`);
      compoundStart ??= m.span?.[0];
      if (!ctx.data.lex.namesSvEn.has(m.text) && !ctx.data.lex.namesEnSv.has(m.text)) ctx.unknown.push(m.text);
    } else if (m.tag === 'unknown') {
      const name = ctx.data.lex.namesEnSv.get(m.text);
      out.push({ text: name ?? m.text });
      if (!name && !ctx.data.lex.namesSvEn.has(m.text)) ctx.unknown.push(m.text);
    }
    attribute(out, m.span, before);
  }
  if (head) {
    let text: string;
    if (headEntry) {
      const defNoun = defArticle && !(det === 'the' && false);
      text = nounForm(headEntry, defNoun, plural);
      if (compound.length) text = compound.join('') + text;
    } else {
      const name = head.tag === 'unknown' ? ctx.data.lex.namesEnSv.get(head.text) : undefined;
      text = name ?? head.text;
      if (head.tag === 'unknown' && !name && !ctx.data.lex.namesSvEn.has(head.text)) ctx.unknown.push(head.text);
    }
    if (asGenitive && !/[sxz]$/.test(text)) text += 's';
    // A compound ("car key" → "bilnyckel") renders the nouns before the head too.
    const start = theInSuffix && firstSpan ? firstSpan[0] : compoundStart;
    const src = head.span && start !== undefined ? ([start, head.span[1]] as const) : head.span;
    out.push({ text, src });
  }
  return out;
}
