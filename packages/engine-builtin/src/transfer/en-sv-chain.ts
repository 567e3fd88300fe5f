import type { EngineData } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import { verbForm } from '../morphology/sv.js';
import { personSubject } from './en-antecedent.js';
import { CLAUSE_ADVERBS, pastTimeEn, swedishModal } from './en-grammar.js';
import { betterVariant, changeOfStateS, senseBySubject, verbEntry } from './en-sv-sense.js';
import type { EnUnit } from './en-unit.js';

/** be in any tagging: "been" may come out of the tagger as the verb be. */
const isBe = (x: EnUnit | undefined) => x?.tag === 'be' || (x?.tag === 'verb' && x.base === 'be');

export interface SvVerbGroup {
  finite: string;
  rest: string[];
  particle: string;
  reflexive: boolean;
  adverbs: string[];
  lemma: string;
  passive: boolean;
  entry?: VerbEntry;
}
/** Swedish verbs nobody intends: "will" before them, or after a subject that is no person, predicts (kommer att). */
const NON_VOLITIONAL = wordSet('non-volitional-sv');

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
    if (u.tag === 'neg' || (u.tag === 'adv' && u.lower in CLAUSE_ADVERBS && !u.base)) {
      adverbs.push(u.sv ?? CLAUSE_ADVERBS[u.lower]!);
      u.consumed = true;
      continue;
    }
    const nextVerbal = () => {
      for (let k = j + 1; k < c.length; k++) {
        const x = c[k]!;
        if (skip.has(x) || x.tag === 'neg' || (x.tag === 'adv' && x.lower in CLAUSE_ADVERBS)) continue;
        return x;
      }
      return undefined;
    };
    const nx = nextVerbal();
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
      modal = tense === 'past' ? 'had to' : 'must';
      haveTo = true;
      u.consumed = true;
      nx.consumed = true;
      j = c.indexOf(nx);
      continue;
    }
    // "was able to come" → "kunde komma", "will be able to" → "kommer att kunna".
    let ab = nx ? c.indexOf(nx) : -1;
    // "We were (just) about to leave" → "Vi skulle precis gå", "I'm about to" → "Jag ska precis".
    if (isBe(u) && nx?.lower === 'just' && c[ab + 1]?.lower === 'about' && c[ab + 2]?.tag === 'to') ab++;
    const aboutTo = isBe(u) && c[ab]?.lower === 'about' && !modal;
    if (isBe(u) && (nx?.lower === 'able' || aboutTo) && c[ab + 1]?.tag === 'to') {
      if (first) setTense(u);
      if (aboutTo) {
        modal = 'shall';
        if (!adverbs.includes('precis')) adverbs.push('precis');
      } else if (modal) ableTo = true;
      else modal = tense === 'past' ? 'could' : 'can';
      for (const x of c.slice(c.indexOf(u) + 1, ab)) if (x.tag === 'neg') adverbs.push(x.sv ?? 'inte');
      for (const x of c.slice(c.indexOf(u), ab + 2)) x.consumed = true;
      j = ab + 1;
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
      main = betterVariant(data, u, main, c[j + 1], c[j + 2]);
      // The subject runs up to the verb group ("the washing machine" may end after the unit the clause split saw).
      const s0 = subject.length ? c.indexOf(subject[0]!) : -1;
      const subjectNp =
        s0 >= 0 && s0 < g
          ? c.slice(s0, g).filter((x) => x.tag === 'noun' || x.tag === 'pron' || x.tag === 'det')
          : subject;
      if (!passive) main = senseBySubject(data, u, main, subjectNp, c[j + 1]);
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
  const svModal = swedishModal(modal, { haveTo, perfect, passive, adverbs }, c.slice(g), subject);
  const parts: string[] = [];
  const finiteForm = tense === 'past' ? 'past' : 'pres';
  // "will be charged" → "kommer att debiteras": a future passive, where ska would make it an order.
  // "It will rain", "We will miss you" → "kommer att": a prediction; ska stays for what I/we/you intend.
  const prediction = !personSubject(subject) || ableTo || NON_VOLITIONAL.has(main?.inf ?? '');
  if (modal === 'will' && (passive || prediction) && !perfect && tense === 'pres' && main && subject.length) {
    parts.push('kommer', 'att', ...(ableTo ? ['kunna'] : []), verbForm(main, 'inf', passive));
  } else if (svModal) {
    parts.push(tense === 'past' ? svModal.past : svModal.pres);
    if (perfect) parts.push('ha');
    if (main) parts.push(verbForm(main, perfect ? 'sup' : 'inf', passive));
  } else if (perfect) {
    parts.push(tense === 'past' ? 'hade' : 'har');
    if (main) parts.push(verbForm(main, 'sup', passive));
  } else if (main) {
    const u = adverbs.indexOf('brukar');
    if (u >= 0) {
      adverbs.splice(u, 1);
      parts.push(tense === 'past' ? 'brukade' : 'brukar', verbForm(main, 'inf', passive));
    } else parts.push(verbForm(main, finiteForm, passive));
  }
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
