import { attribute } from '../alignment.js';
import type { AdjEntry, VerbEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import { adjForm, verbForm } from '../morphology/sv.js';
import type { Piece } from '../tokenize.js';
import { COORD, POSSESSIVES, pronounOf, SV_BARE_INF, SV_PASSIVE_BARE_INF, WH } from './en-grammar.js';
import { isNominal, renderNp, svWord } from './en-np.js';
import { prepSv } from './en-prep.js';
import type { SvRenderContext } from './en-render-context.js';
import type { EnUnit } from './en-unit.js';

const MOTION_SV = wordSet('motion-verbs-sv');

/** Renders the non-verb part of a clause: noun phrases, prepositional phrases, adverbs, infinitives. */
const svNumeral = (text: string) =>
  /^\d{1,3}(,\d{3})+$/.test(text) ? text.replace(/,/g, ' ') : text.replace(/^(\d+)(st|nd|rd|th)$/, '$1:e');

const AGO_LIMITS = new Set(['more than', 'less than', 'almost', 'nearly', 'about', 'around', 'over', 'just', 'only']);

/**
 * "three years ago" → "för tre år sedan", "more than 700 years ago" → "för mer än 700 år sedan": för before the
 * amount at `i` (before a limit already rendered) and ago as sedan.
 */
function agoBefore(units: EnUnit[], i: number, out: Piece[]): void {
  const u = units[i]!;
  const agoAt = units.slice(i + 1, i + 4).findIndex((x) => x.lower === 'ago');
  if (agoAt < 0 || !['num', 'det', 'lit'].includes(u.tag)) return;
  const limit =
    ['adv', 'prep'].includes(units[i - 1]?.tag ?? '') && AGO_LIMITS.has(units[i - 1]!.base ?? units[i - 1]!.lower);
  out.splice(limit && out.length ? out.length - 1 : out.length, 0, { text: 'för' });
  const ago = units[i + 1 + agoAt]!;
  Object.assign(ago, { sv: 'sedan', tag: 'phrase', target: undefined });
}

const STANDALONE_POSSESSIVES: Record<string, string> = { mine: 'my', yours: 'your', ours: 'our' };

export function renderSv(units: EnUnit[], ctx: SvRenderContext): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.consumed) continue;
    const next = units[i + 1];
    const before = out.length;
    switch (u.tag) {
      case 'punct':
      case 'lit':
        if (u.tag === 'lit' && /^\d/.test(u.text)) agoBefore(units, i, out);
        // Ordinals: 17th → 17:e; thousands are grouped with a space in Swedish: 3,000 → 3 000.
        out.push({
          text: u.tag === 'lit' ? svNumeral(u.text) : u.text,
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
        agoBefore(units, i, out);
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
        // "makes it illegal" → "gör det olagligt": after an object it the adjective agrees with it.
        else if (units[i - 1]?.lower === 'it' && units[i - 1]?.tag === 'pron')
          out.push({ text: adjForm(a, 'ett', false, false) });
        else out.push({ text: adjForm(a, ctx.agree.gender, ctx.agree.plural, false) });
        break;
      }
      case 'pron': {
        // "you guys" (src/transfer/en-chat.ts): the plural you, ni/er.
        const p = pronounOf(u);
        // "taller than me", "than I do" → "än jag": after than the pronoun is a subject.
        const subj =
          ctx.subjectCase || (units[i - 1]?.lower === 'than' && ['me', 'him', 'her', 'us', 'them'].includes(u.lower));
        // "I haven't told anyone" → "någon"; "Anyone can come" → "vem som helst".
        const owner = STANDALONE_POSSESSIVES[u.lower];
        if ((u.lower === 'anyone' || u.lower === 'anybody') && ctx.negOrQuestion) out.push({ text: 'någon' });
        // "The house is ours" → "Huset är vårt", "These keys are mine" → "mina": after be, the possessive agrees with
        // the subject.
        else if (owner && ctx.lastVerb === 'vara' && (i === 0 || ['be', 'adv', 'not'].includes(units[i - 1]!.tag))) {
          const [c, n, pl] = POSSESSIVES[owner]!;
          out.push({ text: ctx.agree.plural ? pl : ctx.agree.gender === 'ett' ? n : c });
        } else out.push({ text: p ? (subj ? p.subj : p.obj) : svWord(u) });
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
        // "too cold to swim" → "för kallt för att simma".
        if ((units[i - 1]?.tag === 'adj' && units[i - 2]?.lower === 'too') || u.sv === 'för att')
          out.push({ text: 'för' });
        // "promised not to tell" → "lovade att inte berätta": before inte/aldrig the marker stays.
        const negInf = units[i + 1]?.tag === 'adv' && (units[i + 1]!.sv === 'inte' || units[i + 1]!.sv === 'aldrig');
        const bare =
          ctx.lastVerb && (SV_BARE_INF.has(ctx.lastVerb) || (ctx.passive && SV_PASSIVE_BARE_INF.has(ctx.lastVerb)));
        if (!bare || negInf) out.push({ text: 'att' });
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
        // "after taking" → "efter att ha tagit" (after is already "efter att"); "before eating" → "innan du äter".
        const afterBefore = u.vform === 'ing' ? u.afterSubord : undefined;
        // "when using", "while driving" → "när du använder", "medan du kör": a clause with the sentence's subject.
        const clause = afterBefore === 'before' || afterBefore === 'when' || afterBefore === 'while';
        if (afterBefore === 'after') out.push({ text: 'ha' }, { text: e.supine ?? e.inf });
        else if (clause) {
          out.push({ text: u.gerundSubject ?? ctx.gerundSubject ?? 'man' });
          out.push({ text: verbForm(e, ctx.pastClause ? 'past' : 'pres') });
        } else if (u.vform === 'ing' && units[i - 1]?.tag !== 'to') out.push({ text: 'att' });
        if (afterBefore === 'after' || clause) {
        } else if (toPassive(units, i)) out.push({ text: verbForm(e, 'inf', true) });
        else if (u.vform === 'pp' || u.vform === 'past-pp') out.push({ text: e.supine ?? e.inf });
        else out.push({ text: e.inf });
        if (e.particle) out.push({ text: e.particle.replace(/\bsig\b/, ctx.reflexive ?? 'sig') });
        ctx.lastVerb = e.inf;
        break;
      }
      case 'prep':
        {
          const p = prepSv(units, i, ctx);
          if (p) out.push({ text: p });
        }
        break;
      case 'be':
      case 'have':
      case 'do': {
        const forms: Record<string, Record<string, string>> = {
          be: { pres: 'är', past: 'var', base: 'vara', pp: 'varit', ing: 'vara' },
          have: { pres: 'har', past: 'hade', base: 'ha', pp: 'haft', ing: 'ha' },
          do: { pres: 'gör', past: 'gjorde', base: 'göra', pp: 'gjort', ing: 'göra' },
        };
        // "to do", "not to do" (the negation moved after to: att inte göra).
        const afterTo = units[i - 1]?.tag === 'to' || (units[i - 2]?.tag === 'to' && units[i - 1]?.tag === 'adv');
        const form = afterTo || units[i - 1]?.tag === 'modal' ? 'base' : (u.vform ?? 'base');
        // "needs to be repaired" → "behöver lagas": an infinitive passive is the s-passive (the verb adds the -s).
        if (toPassive(units, i + 1)) break;
        // "sorry for being late" → "ledsen för att vara sen".
        if (u.vform === 'ing' && units[i - 1]?.tag === 'prep') out.push({ text: 'att' });
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
        out.push({ text: u.sv ?? WH[u.lower] ?? u.text });
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
          if (!name && !ctx.data.lex.namesSvEn.has(u.text)) ctx.unknown.push(u.text);
        }
        break;
      case 'phrase':
        out.push({ text: u.sv ?? svWord(u) });
        break;
      default:
        out.push({ text: svWord(u) });
    }
    // What this unit (or the noun phrase it starts) rendered, unless a finer span was given.
    attribute(out, u.span, before);
  }
  return out;
}

export { verbForm };

/** The participle at `i` follows an infinitive "to be" of its own clause: "to be repaired" → "lagas". */
function toPassive(units: EnUnit[], i: number): boolean {
  const u = units[i];
  const be = units[i - 1];
  return (
    u?.tag === 'verb' &&
    (u.vform === 'pp' || u.vform === 'past-pp') &&
    be?.tag === 'be' &&
    be.lower === 'be' &&
    units[i - 2]?.tag === 'to'
  );
}
