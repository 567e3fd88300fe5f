import type { EngineData } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';
import { CLAUSE_ADVERBS, pastTimeEn, swedishModal } from './en-grammar.js';
import { chainParts, type SvVerbGroup } from './en-sv-chain-parts.js';
import { betterVariant, changeOfStateS, senseBySubject, verbEntry } from './en-sv-sense.js';
import type { EnUnit } from './en-unit.js';

export type { SvVerbGroup };

/** be in any tagging: "been" may come out of the tagger as the verb be. */
const isBe = (x: EnUnit | undefined) => x?.tag === 'be' || (x?.tag === 'verb' && x.base === 'be');
const isParticiple = (u: EnUnit | undefined) => u?.tag === 'verb' && (u.vform === 'pp' || u.vform === 'past-pp');

/** The next unit of the chain after j that is no skipped subject, negation or clause adverb. */
const nextVerbal = (c: EnUnit[], j: number, skip: Set<EnUnit>) =>
  c.slice(j + 1).find((x) => !skip.has(x) && x.tag !== 'neg' && !(x.tag === 'adv' && x.lower in CLAUSE_ADVERBS));

/** Builds the Swedish verb group from an English chain (aux* main), consuming the chain units. */
export function buildChain(
  c: EnUnit[],
  g: number,
  data: EngineData,
  skip: Set<EnUnit>,
  subject: EnUnit[] = [],
): SvVerbGroup | null {
  let tense = 'pres' as 'pres' | 'past';
  let modal: string | null = null;
  let perfect = false;
  let passive = false;
  let haveTo = false;
  let ableTo = false;
  // "be allowed to" → får/fick; after another modal ("will be allowed to") → "kommer att få".
  let allowedTo = false;
  let permission = false;
  let main: VerbEntry | undefined;
  const adverbs: string[] = [];
  let first = true as boolean;
  let j = g;
  const setTense = (u: EnUnit) => {
    if (first)
      tense =
        u.vform === 'past' ||
        u.vform === 'past-pp' ||
        u.lower === 'had' ||
        u.lower === 'was' ||
        u.lower === 'were' ||
        u.lower === 'did' ||
        u.lower === 'could' ||
        u.lower === 'would' ||
        (u.vform === 'base' && data.enIrrPast.get(u.lower)?.includes(u.base ?? '') && pastTimeEn(c))
          ? 'past'
          : 'pres';
    first = false;
  };
  for (; j < c.length; j++) {
    const u = c[j]!;
    if (skip.has(u)) continue;
    // "was quickly sold" → "såldes snabbt": an -ly adverb between be and its participle follows the Swedish verb.
    if (isBe(u) && c[j + 1]?.tag === 'adv' && c[j + 1]!.lower.endsWith('ly') && isParticiple(c[j + 2]))
      [c[j + 1], c[j + 2]] = [c[j + 2]!, c[j + 1]!];
    if (u.tag === 'neg' || (u.tag === 'adv' && u.lower in CLAUSE_ADVERBS && !u.base)) {
      adverbs.push(u.sv ?? CLAUSE_ADVERBS[u.lower]!);
      u.consumed = true;
      continue;
    }
    const nx = nextVerbal(c, j, skip);
    // "You'd better go", "You had better go" → "Du borde gå".
    if (
      ((u.tag === 'modal' && u.lower === 'would') || (u.tag === 'have' && u.lower === 'had')) &&
      c[j + 1]?.lower === 'better' &&
      !modal
    ) {
      setTense(u);
      modal = 'should';
      u.consumed = c[j + 1]!.consumed = true;
      j++;
      continue;
    }
    if (u.tag === 'modal') {
      setTense(u);
      modal = u.lower;
      u.consumed = true;
      continue;
    }
    if (
      u.tag === 'do' &&
      nx &&
      (nx.tag === 'verb' || nx.tag === 'be' || nx.tag === 'have' || nx.tag === 'do') &&
      nx.vform !== 'ing'
    ) {
      setTense(u);
      u.consumed = true;
      continue;
    }
    if (u.tag === 'have' && nx?.tag === 'verb' && (nx.vform === 'pp' || nx.vform === 'past-pp')) {
      setTense(u);
      perfect = true;
      u.consumed = true;
      continue;
    }
    if (u.tag === 'have' && nx?.tag === 'have' && nx.lower === 'had') {
      setTense(u);
      perfect = true;
      u.consumed = true;
      continue;
    }
    if (u.tag === 'have' && isBe(nx) && nx!.vform === 'pp') {
      setTense(u);
      perfect = true;
      u.consumed = true;
      continue;
    }
    // "have to" → måste, "used to" → brukade.
    if (u.tag === 'have' && nx?.tag === 'to') {
      setTense(u);
      // "We might have to wait" → "Vi måste kanske vänta".
      if (modal === 'might' || modal === 'may') adverbs.unshift('kanske');
      modal = tense === 'past' ? 'had to' : 'must';
      haveTo = true;
      u.consumed = true;
      nx.consumed = true;
      j = c.indexOf(nx);
      continue;
    }
    // "was able to come" → "kunde komma", "will be able to" → "kommer att kunna", "aren't allowed to" → "får inte".
    let ab = nx ? c.indexOf(nx) : -1;
    // "We were (just) about to leave" → "Vi skulle precis gå", "I'm about to" → "Jag ska precis".
    if (isBe(u) && nx?.lower === 'just' && c[ab + 1]?.lower === 'about' && c[ab + 2]?.tag === 'to') ab++;
    const aboutTo = isBe(u) && c[ab]?.lower === 'about' && !modal;
    const allowed = nx?.lower === 'allowed' && !perfect;
    if (isBe(u) && (nx?.lower === 'able' || allowed || aboutTo) && c[ab + 1]?.tag === 'to') {
      if (first) setTense(u);
      if (aboutTo) {
        modal = 'shall';
        if (!adverbs.includes('precis')) adverbs.push('precis');
      } else if (modal) {
        if (allowed) allowedTo = true;
        else ableTo = true;
      } else if (allowed) {
        modal = 'may';
        permission = true;
      } else modal = tense === 'past' ? 'could' : 'can';
      for (const x of c.slice(c.indexOf(u) + 1, ab)) if (x.tag === 'neg') adverbs.push(x.sv ?? 'inte');
      for (const x of c.slice(c.indexOf(u), ab + 2)) x.consumed = true;
      j = ab + 1;
      continue;
    }
    // "The parcel is to be collected at …" → "ska hämtas": be + to + a passive is an arrangement (ska).
    const ti = nx ? c.indexOf(nx) : -1;
    if (
      isBe(u) &&
      !modal &&
      nx?.tag === 'to' &&
      isBe(c[ti + 1]) &&
      ['pp', 'past-pp'].includes(c[ti + 2]?.vform ?? '')
    ) {
      setTense(u);
      modal = 'shall';
      u.consumed = nx.consumed = true;
      j = ti;
      continue;
    }
    // "used to", and "Did you use to …?" / "didn't use to" after do.
    if (
      u.tag === 'verb' &&
      (u.lower === 'used' || (u.lower === 'use' && !first && tense === 'past')) &&
      nx?.tag === 'to'
    ) {
      setTense(u);
      adverbs.push('brukar');
      u.consumed = true;
      nx.consumed = true;
      j = c.indexOf(nx);
      continue;
    }
    // "What are we having?": the progressive of have too.
    if (isBe(u) && u.vform !== 'pp' && (nx?.tag === 'verb' || nx?.tag === 'have') && nx.vform === 'ing') {
      if (
        nx.lower === 'going' &&
        c[c.indexOf(nx) + 1]?.lower === 'to' &&
        ['verb', 'be', 'have', 'do'].includes(c[c.indexOf(nx) + 2]?.tag ?? '')
      ) {
        setTense(u);
        modal = tense === 'past' ? 'would' : 'will';
        nx.consumed = true;
        c[c.indexOf(nx) + 1]!.consumed = true;
        u.consumed = true;
        j = c.indexOf(nx) + 1;
        continue;
      }
      setTense(u);
      u.consumed = true;
      continue;
    }
    // "has been learning" → "har lärt sig": the perfect progressive is the Swedish perfect.
    if (perfect && isBe(u) && u.vform === 'pp' && nx?.tag === 'verb' && nx.vform === 'ing') {
      u.consumed = true;
      continue;
    }
    // "is being repaired" → "repareras": the progressive passive is the Swedish s-passive.
    if (isBe(u) && isBe(nx) && nx!.vform === 'ing' && c[c.indexOf(nx!) + 1]?.tag === 'verb') {
      setTense(u);
      u.consumed = true;
      continue;
    }
    if (
      isBe(u) &&
      (u.vform === 'pp' || u.vform === 'base' || u.vform === 'ing') &&
      nx?.tag === 'verb' &&
      (nx.vform === 'pp' || nx.vform === 'past-pp')
    ) {
      if (first) setTense(u);
      passive = true;
      u.consumed = true;
      continue;
    }
    if (u.tag === 'be' && nx?.tag === 'verb' && (nx.vform === 'pp' || nx.vform === 'past-pp')) {
      setTense(u);
      passive = true;
      u.consumed = true;
      continue;
    }
    if (u.tag === 'be' || u.tag === 'have' || u.tag === 'do' || u.tag === 'verb') {
      if (first) setTense(u);
      if (
        u.tag === 'verb' &&
        (u.vform === 'pp' || u.vform === 'past-pp') &&
        !perfect &&
        !passive &&
        !modal &&
        first === false &&
        c.indexOf(u) === g
      )
        tense = 'past';
      main =
        u.tag === 'verb'
          ? (u.target?.entry as VerbEntry | undefined)
          : verbEntry(data, u.tag === 'be' ? 'vara' : u.tag === 'have' ? 'ha' : 'göra');
      u.consumed = true;
      main = betterVariant(data, u, main, c[j + 1], c[j + 2], !subject.length && !modal && c[g - 1]?.tag !== 'to');
      // The subject runs up to the verb group ("the washing machine" may end after the unit the clause split saw).
      const s0 = subject.length ? c.indexOf(subject[0]!) : -1;
      const subjectNp =
        s0 >= 0 && s0 < g
          ? c.slice(s0, g).filter((x) => x.tag === 'noun' || x.tag === 'pron' || x.tag === 'det')
          : subject;
      if (!passive) main = senseBySubject(data, u, main, subjectNp, c.slice(j + 1, j + 3));
      passive ||= changeOfStateS(main, c.slice(j + 1), subjectNp);
      // "It will be cold tomorrow" → "Det blir kallt i morgon", "He will be happy" → "Han blir glad": Swedish says
      // the coming state with bli.
      if (
        u.tag === 'be' &&
        modal === 'will' &&
        !perfect &&
        subject.length > 0 &&
        (c[j + 1]?.tag === 'adj' ||
          (subject.length === 1 && subject[0]!.lower === 'it' && ['a', 'an'].includes(c[j + 1]?.lower ?? '')))
      ) {
        modal = null;
        main = verbEntry(data, 'bli') ?? main;
      }
      if ((modal === 'would' && u.base === 'like') || u.base === 'want') {
        const vilja = verbEntry(data, 'vilja');
        // "want coffee" → "vilja ha kaffe": vilja needs a verb before a plain object.
        const nx = c[j + 1];
        const objectNext = nx && ['det', 'noun', 'poss', 'num', 'adj'].includes(nx.tag);
        if (vilja) main = objectNext ? { ...vilja, particle: 'ha' } : vilja;
      }
      break;
    }
    break;
  }
  for (let k = j + 1; k < c.length; k++) {
    const x = c[k]!;
    if (skip.has(x)) continue;
    if (x.tag === 'neg' || (x.tag === 'adv' && x.lower in CLAUSE_ADVERBS && !x.base)) {
      adverbs.push(x.sv ?? CLAUSE_ADVERBS[x.lower]!);
      x.consumed = true;
      continue;
    }
    break;
  }
  if (!main && !modal) return null;
  if (!main) main = undefined;
  // "should be washed" → "bör tvättas": a passive takes no reflexive (tvätta sig → tvättas).
  if (passive && main?.particle.startsWith('sig')) {
    const rest = main.particle.replace(/^sig ?/, '');
    main = (rest ? data.lex.verbs.get(`${main.inf} ${rest}`)?.[0] : verbEntry(data, main.inf)) ?? main;
  }
  const svModal = permission
    ? { pres: 'får', past: 'fick' }
    : swedishModal(modal, { haveTo, perfect, passive, adverbs }, c.slice(g), subject);
  const semiModal = [...(ableTo ? ['kunna'] : []), ...(allowedTo ? ['få'] : [])];
  const parts = chainParts({ modal, svModal, semiModal, tense, perfect, passive, main, subject, adverbs });
  const particle = main?.particle ?? '';
  return {
    finite: parts[0] ?? '',
    rest: parts.slice(1),
    particle: particle.replace(/^sig ?/, ''),
    reflexive: particle.startsWith('sig'),
    adverbs: adverbs.filter((a) => a !== 'brukar'),
    lemma: main?.lemma ?? '',
    entry: main,
    passive,
  };
}
