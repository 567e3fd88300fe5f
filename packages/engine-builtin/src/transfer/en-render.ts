import type { EngineData } from '../engine-data.js';
import type { AdjEntry, NounEntry, VerbEntry } from '../lexicon/types.js';
import { adjForm, nounForm, verbForm } from '../morphology/sv.js';
import type { Piece } from '../tokenize.js';
import { COORD, DETERMINERS, type Gender, POSSESSIVES, PRONOUNS, SV_BARE_INF, WH } from './en-grammar.js';
import type { EnUnit } from './en-tag.js';

const MEASURE_NOUNS =
  /^(cup|glass|bottle|piece|kilo|litre|liter|slice|box|bag|can|pair|packet|spoon|plate|bowl|pot|jar|loaf|bit|kind|sort|type|lot|couple)$/;
const DURATION_EN = /^(second|minute|hour|day|week|month|year|decade|century|while|moment)$/;

const MOTION_SV = new Set([
  'komma',
  'gå',
  'åka',
  'springa',
  'flytta',
  'resa',
  'köra',
  'flyga',
  'skicka',
  'ta',
  'bära',
  'cykla',
  'simma',
]);

export interface SvRenderContext {
  data: EngineData;
  unknown: string[];
  /** Agreement of the clause subject, for predicative adjectives (huset är stort). */
  agree: { gender: Gender; plural: boolean };
  /** Swedish verb whose complement is being rendered; decides "att" before an infinitive. */
  lastVerb?: string;
  /** Tense of the clause's finite verb when it is an English progressive (is sitting and reading → sitter och läser). */
  progressiveTense?: 'pres' | 'past';
  /** The units continue a progressive clause after "and" (the and itself was the clause boundary). */
  progressiveAnd?: boolean;
  passive?: boolean;
  /** Rendering a subject: pronouns take their subject forms (min bror och jag). */
  subjectCase?: boolean;
  /** "have been to Japan" → "varit i Japan". */
  beenTo?: boolean;
  /** English possessives referring back to the subject (his for he), rendered sin/sitt/sina. */
  reflexivePossessives?: Set<string>;
}

function svWord(u: EnUnit): string {
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

const isNominal = (u: EnUnit | undefined) =>
  Boolean(
    u &&
      !u.consumed &&
      (u.tag === 'noun' ||
        u.tag === 'adj' ||
        u.tag === 'num' ||
        (u.tag === 'adv' && u.lower === 'very') ||
        (u.tag === 'unknown' && (u.cap || u.gen))),
  );

/** Workplaces and public buildings that Swedish is "på", not "i" (på kontoret, på sjukhuset). */
const PA_PLACES = new Set(
  'office hospital factory restaurant library hotel museum theatre theater bank station island farm cafe café gym'.split(
    ' ',
  ),
);

/** The head noun of the noun phrase after the preposition at `i` (its base form), or ''. */
function nounAfter(units: EnUnit[], i: number): string {
  for (let k = i + 1; k < units.length && k <= i + 4; k++) {
    const x = units[k]!;
    if (x.tag === 'noun') return (x.base ?? x.lower).split(' ').pop() ?? '';
    if (!['det', 'poss', 'adj', 'num'].includes(x.tag)) return '';
  }
  return '';
}

/** Renders one noun phrase starting at `i`; returns the pieces and the index after it. */
function renderNp(units: EnUnit[], i: number, ctx: SvRenderContext): { pieces: Piece[]; end: number } {
  let j = i;
  let det: string | null = null;
  let poss: string | null = null;
  let genitive: Piece[] | null = null;
  const first = units[j]!;
  let detWord: string | null = null;
  if (first.tag === 'det') {
    det = first.base && first.base !== first.lower ? first.base : first.lower;
    // A multiword determiner from the lexicon ("a lot of" → många) is used as it stands.
    if (!DETERMINERS[det] && first.target?.entry.kind === 'word') detWord = first.target.entry.word;
    j++;
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
    const inner = renderNpCore(det, poss, mods, ctx, true);
    genitive = inner;
    det = null;
    poss = 'GEN';
    mods.length = 0;
    while (isNominal(units[j])) mods.push(units[j++]!);
  }
  const pieces = [
    ...(genitive ?? []),
    ...(detWord ? [{ text: detWord }] : []),
    ...renderNpCore(detWord ? null : det, poss, mods, ctx, false),
  ];
  return { pieces, end: j };
}

function renderNpCore(
  det: string | null,
  poss: string | null,
  mods: EnUnit[],
  ctx: SvRenderContext,
  asGenitive: boolean,
): Piece[] {
  const nouns = mods.filter((m) => m.tag === 'noun' || m.tag === 'unknown');
  const head = nouns[nouns.length - 1];
  const headEntry = head?.target?.entry.kind === 'noun' ? (head.target.entry as NounEntry) : null;
  const gender: Gender = headEntry?.gender ?? 'en';
  const numUnit = mods.find((m) => m.tag === 'num');
  const plural =
    Boolean(head?.plural) ||
    (numUnit ? !['one', '1', 'a'].includes(numUnit.lower) : false) ||
    (det !== null && ['these', 'those', 'many', 'several', 'few', 'both'].includes(det));
  const defArticle =
    det === 'the' || det === 'this' || det === 'that' || det === 'these' || det === 'those' || det === 'last';
  const hasAdj = mods.some((m) => m.tag === 'adj');
  const out: Piece[] = [];
  if (det && DETERMINERS[det]) {
    const [c, n, p] = DETERMINERS[det]!;
    if (det === 'the') {
      if (hasAdj || !head || !headEntry) out.push({ text: plural ? 'de' : gender === 'ett' ? 'det' : 'den' });
    } else if ((det === 'a' || det === 'an') && !head) {
      out.push({ text: 'en' });
    } else out.push({ text: plural ? p : gender === 'ett' ? n : c });
  } else if (poss && poss !== 'GEN') {
    // A third-person possessor that is the clause subject is reflexive in Swedish: "He took his coat" → "sin rock".
    const [c, n, p] = ctx.reflexivePossessives?.has(poss) ? (['sin', 'sitt', 'sina'] as const) : POSSESSIVES[poss]!;
    out.push({ text: plural ? p : gender === 'ett' ? n : c });
  }
  const defAdj = defArticle || Boolean(poss);
  const compound: string[] = [];
  for (const m of mods) {
    if (m === head) continue;
    if (m.tag === 'adj' && m.target?.entry.kind === 'adj') {
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
    } else if (m.tag === 'num') out.push({ text: m.target ? svWord(m) : m.text });
    else if (m.tag === 'adv') out.push({ text: 'mycket' });
    else if (m.tag === 'noun' && m.target?.entry.kind === 'noun')
      compound.push((m.target.entry as NounEntry).lemma.toLowerCase());
    else if (m.tag === 'unknown') {
      const name = ctx.data.lex.namesEnSv.get(m.text);
      out.push({ text: name ?? m.text });
      if (!name) ctx.unknown.push(m.text);
    }
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
      if (head.tag === 'unknown' && !name) ctx.unknown.push(head.text);
    }
    if (asGenitive && !/[sxz]$/.test(text)) text += 's';
    out.push({ text });
  }
  return out;
}

const ADJ_PREP: Record<string, string> = {
  'afraid of': 'för',
  'scared of': 'för',
  'interested in': 'av',
  'angry with': 'på',
  'angry at': 'på',
  'mad at': 'på',
  'proud of': 'över',
  'good at': 'på',
  'bad at': 'på',
  'tired of': 'på',
  'married to': 'med',
  'worried about': 'för',
  'sorry about': 'för',
  'responsible for': 'för',
  'famous for': 'för',
  'known for': 'för',
  'full of': 'med',
  'different from': 'från',
  'kind to': 'mot',
  'nice to': 'mot',
  'jealous of': 'på',
  'dependent on': 'av',
  'ready for': 'för',
  'used to': 'vid',
  'aware of': 'om',
  'satisfied with': 'med',
  'similar to': 'som',
};

const BESIDE_EN = new Set([
  'window',
  'table',
  'door',
  'desk',
  'lake',
  'sea',
  'river',
  'coast',
  'shore',
  'beach',
  'wall',
  'gate',
  'fire',
  'fireplace',
  'bed',
  'road',
  'bridge',
]);

/** The noun of the phrase after a preposition at `i` is one of BESIDE_EN. */
function besideNoun(units: EnUnit[], i: number): boolean {
  for (let k = i + 1; k < Math.min(units.length, i + 4); k++) {
    const x = units[k]!;
    if (x.tag === 'noun') return BESIDE_EN.has(x.base ?? x.lower);
    if (x.tag !== 'det' && x.tag !== 'adj' && x.tag !== 'poss') return false;
  }
  return false;
}

/** Renders the non-verb part of a clause: noun phrases, prepositional phrases, adverbs, infinitives. */
export function renderSv(units: EnUnit[], ctx: SvRenderContext): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.consumed) continue;
    const next = units[i + 1];
    switch (u.tag) {
      case 'punct':
      case 'lit':
        // Ordinals: 17th → 17:e.
        out.push({
          text: u.tag === 'lit' ? u.text.replace(/^(\d+)(st|nd|rd|th)$/, '$1:e') : u.text,
          punct: u.tag === 'punct',
          spaceBefore: u.spaceBefore,
        });
        break;
      case 'det':
      case 'poss':
      case 'noun':
      case 'num': {
        // "three o'clock" → "klockan tre".
        if (u.tag === 'num' && next?.lower === "o'clock") {
          out.push({ text: 'klockan' }, { text: svWord(u) });
          next.consumed = true;
          break;
        }
        // "more expensive" → "dyrare": periphrastic comparison becomes the Swedish comparative.
        if ((u.lower === 'more' || u.lower === 'most') && next?.tag === 'adj' && !next.degree) {
          next.degree = u.lower === 'more' ? 'comp' : 'sup';
          break;
        }
        // "three years ago" → "för tre år sedan".
        const agoAt = units.slice(i + 1, i + 4).findIndex((x) => x.lower === 'ago');
        if (agoAt >= 0 && (u.tag === 'num' || u.tag === 'det')) {
          out.push({ text: 'för' });
          units[i + 1 + agoAt]!.sv = 'sedan';
          units[i + 1 + agoAt]!.tag = 'phrase';
          units[i + 1 + agoAt]!.target = undefined;
        }
        if (u.tag === 'poss' && !isNominal(next)) {
          out.push({ text: POSSESSIVES[u.lower]![0] === 'min' ? 'min' : POSSESSIVES[u.lower]![0] });
          break;
        }
        const r = renderNp(units, i, ctx);
        out.push(...r.pieces);
        i = Math.max(i, r.end - 1);
        break;
      }
      case 'adj': {
        if (isNominal(next) && next?.tag !== 'adj') {
          const r = renderNp(units, i, ctx);
          out.push(...r.pieces);
          i = Math.max(i, r.end - 1);
          break;
        }
        const a = u.target?.entry as AdjEntry | undefined;
        if (!a) break;
        if (u.degree === 'comp')
          out.push({ text: a.comp ?? `mer ${adjForm(a, ctx.agree.gender, ctx.agree.plural, false)}` });
        else if (u.degree === 'sup') out.push({ text: a.sup ?? `mest ${a.lemma}` });
        else out.push({ text: adjForm(a, ctx.agree.gender, ctx.agree.plural, false) });
        break;
      }
      case 'pron': {
        const p = PRONOUNS[u.lower];
        out.push({ text: p ? (ctx.subjectCase ? p.subj : p.obj) : svWord(u) });
        break;
      }
      case 'adv': {
        // Direction after verbs of motion: "come here" → "kom hit", "go there" → "gå dit".
        if ((u.lower === 'here' || u.lower === 'there') && MOTION_SV.has(ctx.lastVerb ?? '')) {
          out.push({ text: u.lower === 'here' ? 'hit' : 'dit' });
          break;
        }
        if (u.base && u.target?.entry.kind === 'adj')
          out.push({ text: adjForm(u.target.entry as AdjEntry, 'ett', false, false) });
        else out.push({ text: u.sv ?? svWord(u) });
        break;
      }
      case 'to': {
        // "want to go" → "vill gå"; "try to go" → "försöka att gå" is also fine, but bare-infinitive verbs drop "att".
        if (!(ctx.lastVerb && SV_BARE_INF.has(ctx.lastVerb))) out.push({ text: 'att' });
        ctx.lastVerb = undefined;
        break;
      }
      case 'verb': {
        const e = u.target?.entry as VerbEntry | undefined;
        if (!e) break;
        // "is sitting and reading" → "sitter och läser": an -ing verb after and follows the progressive finite verb.
        if (
          u.vform === 'ing' &&
          ctx.progressiveTense &&
          (units[i - 1]?.lower === 'and' || (i === 0 && ctx.progressiveAnd))
        ) {
          out.push({ text: verbForm(e, ctx.progressiveTense) });
          if (e.particle) out.push({ text: e.particle });
          ctx.lastVerb = e.inf;
          break;
        }
        if (u.vform === 'ing' && units[i - 1]?.tag !== 'to') out.push({ text: 'att' });
        if (u.vform === 'pp' || u.vform === 'past-pp') out.push({ text: e.supine ?? e.inf });
        else out.push({ text: e.inf });
        if (e.particle) out.push({ text: e.particle.replace(/^sig\b/, 'sig') });
        ctx.lastVerb = e.inf;
        break;
      }
      case 'prep':
        // Duration: "for three years" → "i tre år".
        // "a cup of coffee" → "en kopp kaffe": no preposition after a measure noun.
        if (
          u.lower === 'of' &&
          MEASURE_NOUNS.test(units[i - 1]?.base ?? '') &&
          (next?.tag === 'noun' || next?.tag === 'adj')
        )
          break;
        if (
          u.lower === 'for' &&
          (next?.tag === 'num' ||
            (next?.tag === 'det' &&
              ['several', 'many', 'a', 'an', 'some', 'few'].includes(next.lower) &&
              units[i + 2]?.tag === 'noun' &&
              DURATION_EN.test(units[i + 2]!.base ?? '')))
        )
          out.push({ text: 'i' });
        else if (u.lower === 'to' && ctx.beenTo) out.push({ text: 'i' });
        else if (u.lower === 'in' && next?.tag === 'lit' && /^(1[5-9]|20)\d\d$/.test(next.text))
          out.push({ text: 'år' });
        else if (
          u.lower === 'at' &&
          (next?.tag === 'num' ||
            (next?.tag === 'lit' && /^\d/.test(next.text)) ||
            next?.lower === 'half' ||
            (next?.lower === 'a' && units[i + 2]?.lower === 'quarter'))
        )
          out.push({ text: 'klockan' });
        else if ((u.lower === 'at' || u.lower === 'by') && !ctx.passive && besideNoun(units, i))
          // "at the window", "by the lake": vid, beside something, not på.
          out.push({ text: 'vid' });
        else if (u.lower === 'at') out.push({ text: 'på' });
        else if (u.lower === 'in' && PA_PLACES.has(nounAfter(units, i)))
          // "in an office", "in the hospital": Swedish is at such places, på.
          out.push({ text: 'på' });
        else if (u.lower === 'as' && (next?.tag === 'adj' || next?.tag === 'adv')) out.push({ text: 'lika' });
        else if (u.lower === 'as') out.push({ text: 'som' });
        else if (u.lower === 'by' && ctx.passive) out.push({ text: 'av' });
        else if (units[i - 1]?.tag === 'adj' && ADJ_PREP[`${units[i - 1]!.base ?? units[i - 1]!.lower} ${u.lower}`])
          // "afraid of" → "rädd för", "interested in" → "intresserad av": the adjective chooses the preposition.
          out.push({ text: ADJ_PREP[`${units[i - 1]!.base ?? units[i - 1]!.lower} ${u.lower}`]! });
        else out.push({ text: svWord(u) });
        break;
      case 'be':
      case 'have':
      case 'do': {
        const forms: Record<string, Record<string, string>> = {
          be: { pres: 'är', past: 'var', base: 'vara', pp: 'varit', ing: 'vara' },
          have: { pres: 'har', past: 'hade', base: 'ha', pp: 'haft', ing: 'ha' },
          do: { pres: 'gör', past: 'gjorde', base: 'göra', pp: 'gjort', ing: 'göra' },
        };
        const form = units[i - 1]?.tag === 'to' || units[i - 1]?.tag === 'modal' ? 'base' : (u.vform ?? 'base');
        out.push({ text: forms[u.tag]![form] ?? forms[u.tag]!.base! });
        break;
      }
      case 'coord':
        out.push({ text: COORD[u.lower] ?? svWord(u) });
        break;
      case 'subord':
        if (u.lower === 'as') {
          out.push({ text: next?.tag === 'adj' || next?.tag === 'adv' ? 'lika' : 'som' });
          break;
        }
        out.push({ text: svWord(u) });
        break;
      case 'wh':
        out.push({ text: WH[u.lower] ?? u.text });
        break;
      case 'there':
        out.push({ text: 'där' });
        break;
      case 'unknown':
        if (u.gen && isNominal(next)) {
          const r = renderNp(units, i, ctx);
          out.push(...r.pieces);
          i = Math.max(i, r.end - 1);
          break;
        }
        {
          const name = ctx.data.lex.namesEnSv.get(u.text);
          out.push({ text: (name ?? u.text) + (u.gen ? 's' : '') });
          if (!name) ctx.unknown.push(u.text);
        }
        break;
      case 'phrase':
        out.push({ text: u.sv ?? svWord(u) });
        break;
      default:
        out.push({ text: svWord(u) });
    }
  }
  return out;
}

export { verbForm };
