import type { EngineData } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import type { SvAnalysis } from '../morphology/sv.js';
import { REFLEXIVES } from './sv-clause.js';
import { AUX_ATT, AUX_INF, MID_ADVERBS } from './sv-grammar.js';
import { HA_DEGREE, particleEntries } from './sv-particle-verbs.js';
import type { SvUnit } from './sv-unit.js';

import { DURATION_NOUNS } from './sv-words.js';

/** Words after "har stängt" that make it a shop's state (Vi har stängt i dag, på söndagar, mellan jul och nyår). */
const STATE_TIME = new Set([
  'i',
  'idag',
  'ikväll',
  'imorgon',
  'på',
  'mellan',
  'under',
  'hela',
  'alla',
  'nu',
  'tills',
  'från',
  'till',
  'kl',
  'klockan',
  'över',
  'resten',
  'tyvärr',
  'just',
]);

/** Units of time after om + a number ("om tio minuter"): the om is a preposition, not a particle (gå om). */
const TIME_UNIT = /^(sekund(er)?|minut(er)?|min|timme|timmar|tim|dag(ar)?|vecka|veckor|månad(er)?|år)$/;

/** A plain verb's supine among a unit's readings (not an s-form or deponent). */
const supineOf = (u: SvUnit) =>
  u.analyses.find(
    (a): a is Extract<SvAnalysis, { pos: 'verb' }> =>
      a.pos === 'verb' && a.form === 'sup' && !a.passive && a.entry.particle === '' && !a.entry.flags.has('dep'),
  );

const POSITIONAL = wordSet('positional-verbs-sv');

/** Particle verbs whose predicative comes before the particle: "Hon ser trött ut" → "She looks tired". */
const PREDICATIVE_FIRST = new Set(['se ut']);
const SHIFTED_PRONOUNS = new Set([
  'mig',
  'dig',
  'honom',
  'henne',
  'oss',
  'er',
  'dem',
  'den',
  'det',
  'mej',
  'dej',
  'dom',
]);
const DEGREE = new Set(['mycket', 'väldigt', 'ganska', 'så', 'lite', 'riktigt', 'jätte']);

export interface SvChain {
  chain: SvUnit[];
  /** Index after the verb group, its particle and the clause adverbs. */
  j: number;
  mainU: SvUnit;
  main: SvAnalysis;
  /** The main verb's entry, swapped for a particle or reflexive verb when its particle was found. */
  mainEntry: VerbEntry | null;
}

/** A reflexive must match its subject: "jag känner mig", but "du ger mig" is an object, not "ge sig". */
export function reflexiveAgrees(refl: string, subject: SvUnit[], inherited?: string): boolean {
  const expected: Record<string, string[]> = {
    jag: ['mig', 'mej'],
    du: ['dig', 'dej'],
    vi: ['oss'],
    ni: ['er'],
    I: ['mig', 'mej'],
    we: ['oss'],
  };
  if (subject.length) return (expected[subject.length === 1 ? subject[0]!.lower : ''] ?? ['sig']).includes(refl);
  // No subject in the clause: an imperative (dig/er) or a subject carried over from the previous clause.
  return (inherited ? (expected[inherited] ?? ['sig', 'dig', 'er']) : ['dig', 'dej', 'er']).includes(refl);
}

/**
 * Collects the Swedish verb group starting at the finite verb `f`: auxiliaries and the non-finite verbs they govern,
 * a particle or reflexive completing the main verb, and clause adverbs (pushed to `midUnits`).
 */
export function collectChain(
  c: SvUnit[],
  f: number,
  data: EngineData,
  subject: SvUnit[],
  inheritedSubjectEn: string | undefined,
  midUnits: SvUnit[],
): SvChain {
  // Verb chain: finite verb plus the non-finite verbs its auxiliaries govern.
  const V = c[f]!;
  const chain: SvUnit[] = [V];
  V.consumed = true;
  let j = f + 1;
  for (;;) {
    // "Låt ditt barn stanna": the noun phrase after låt is its object, so låt governs no verb across it.
    if (
      chain[chain.length - 1]!.a?.pos === 'verb' &&
      (chain[chain.length - 1]!.a as { entry: { inf: string } }).entry.inf === 'låta' &&
      subject.includes(c[j]!)
    )
      break;
    while (c[j] && (c[j]!.consumed || (c[j]!.lower in MID_ADVERBS && c[j]!.a?.pos === 'word'))) {
      if (!c[j]!.consumed) {
        midUnits.push(c[j]!);
        c[j]!.consumed = true;
      }
      j++;
    }
    const last = chain[chain.length - 1]!.a!;
    const nx = c[j];
    if (!nx?.a || last.pos !== 'verb' || last.entry.particle) break;
    const inf = last.entry.inf;
    // "blev krossat" → "was smashed": after bli a neuter participle reads like a supine but is the participle.
    // "blev krossat" → "was smashed": after bli a weak verb's neuter participle is spelled like its supine.
    // The tagger may have read it as the participle's adjective ("har blivit sålt", "blir låst"): bli + a form that
    // could be a supine is always the passive, since Swedish has no bli + supine.
    const sup = inf === 'bli' && (nx.a.pos === 'verb' || nx.a.pos === 'adj') ? supineOf(nx) : undefined;
    if (sup) nx.a = { pos: 'ppart', entry: sup.entry, plural: false };
    // "Vi har stängt i dag" → "We are closed today": ha + a supine the lexicon lists as ha's particle (ha stängt)
    // before a time or nothing is the state, not the perfect (har stängt dörren, har stängt av).
    const state =
      inf === 'ha' &&
      data.lex.verbs.has(`ha ${nx.lower}`) &&
      (!c[j + 1] ||
        c[j + 1]!.kind === 'lit' ||
        c[j + 1]!.kind === 'punct' ||
        STATE_TIME.has(c[j + 1]!.lower.split(' ')[0]!));
    if (state) break;
    if (inf === 'ha' && nx.a.pos === 'verb' && nx.a.form === 'sup') chain.push(nx);
    else if ((inf === 'vara' || inf === 'bli') && nx.a.pos === 'ppart') chain.push(nx);
    // "Låt bli!", "Låt svalna": an infinitive that completes a particle verb of the auxiliary is its particle.
    // "Jag kommer inte kunna komma": spoken Swedish leaves out kommer's att (will).
    else if (
      (inf in AUX_INF || (inf === 'komma' && chain.length === 1)) &&
      nx.a.pos === 'verb' &&
      nx.a.form === 'inf' &&
      !data.lex.verbs.has(`${inf} ${nx.lower}`)
    )
      chain.push(nx);
    else if (
      inf in AUX_ATT &&
      nx.lower === 'att' &&
      c[j + 1]?.a?.pos === 'verb' &&
      (c[j + 1]!.a as { form: string }).form === 'inf'
    ) {
      nx.consumed = true;
      j++;
      chain.push(c[j]!);
    } else break;
    c[j]!.consumed = true;
    j++;
  }
  // Particle and reflexive verbs: the particle may follow the subject, 'inte' or the object pronoun.
  const mainU = chain[chain.length - 1]!;
  const main = mainU.a!;
  let mainEntry = main.pos === 'verb' || main.pos === 'ppart' ? main.entry : null;
  // An s-passive takes particles but no reflexive: "har skjutits upp" → has been postponed.
  const passive = main.pos === 'verb' && main.passive;
  // A verb the lexicon has only with its particle ("gifta sig") still looks for it, and for longer forms.
  if (mainEntry && (!mainEntry.particle || mainU.tokens.length === 1)) {
    // The longest particle first: "sätt på dig jackan" is sätta på sig (put on), not sätta på (turn on).
    const byLength = (e: VerbEntry) => e.particle.split(' ').length;
    const nounAfterImperative =
      V.a?.pos === 'verb' && V.a.form === 'imp' && c.slice(f + 1, j).some((u) => u.a?.pos === 'noun');
    // "Det står på skylten" → "It says on the sign": a context sense of stå/ligga/sitta takes no particle.
    const cuedPosition = mainU.cued && POSITIONAL.has(mainEntry.inf);
    for (const pe of particleEntries(data, mainEntry.inf).sort((x, y) => byLength(y) - byLength(x))) {
      if (passive && pe.particle.split(' ').includes('sig')) continue;
      // "Lägg boken på hyllan": after an imperative a noun before "på" is its object, so "på" is a preposition.
      if ((nounAfterImperative || cuedPosition) && !pe.particle.startsWith('sig')) continue;
      const parts = pe.particle.split(' ');
      // "Låt såsen svalna" → "Let the sauce cool": a verb completing låta (låta svalna, leave to cool) follows it
      // directly; after the object of låt it is the object's own verb.
      if (parts[0] !== 'vara' && data.lex.verbs.has(parts[0]!) && c.slice(j, j + 1).some((u) => subject.includes(u)))
        continue;
      const found: SvUnit[] = [];
      let k = j;
      for (const part of parts) {
        while (c[k] && c[k]!.consumed) k++;
        // "ser trött ut": the predicative stands between the verb and its particle and stays in the clause.
        if (found.length === 0 && PREDICATIVE_FIRST.has(pe.lemma)) {
          let m = k;
          const adj = (u: SvUnit) => u.analyses.find((a) => a.pos === 'adj');
          while (m < k + 3 && c[m] && !c[m]!.consumed && (adj(c[m]!) || DEGREE.has(c[m]!.lower))) m++;
          if (m > k && c[m]?.lower === part) {
            for (const u of c.slice(k, m)) if (!DEGREE.has(u.lower)) u.a = adj(u) ?? u.a;
            k = m;
          }
        }
        // "tycker mycket om" → "like … a lot": a degree word before the particle goes to the end in English.
        if (found.length === 0 && c[k]?.lower === 'mycket' && c[k + 1]?.lower === part && part !== 'sig') {
          c[k]!.kind = 'phrase';
          c[k]!.phrase = 'a lot';
          midUnits.push(c[k]!);
          c[k]!.consumed = true;
          k++;
        }
        // "Du har helt rätt" → "You are completely right": a degree word before the predicative of ha rätt/fel.
        if (
          found.length === 0 &&
          mainEntry.inf === 'ha' &&
          HA_DEGREE.has(c[k]?.lower ?? '') &&
          c[k + 1]?.lower === part
        ) {
          c[k]!.kind = 'phrase';
          c[k]!.phrase = HA_DEGREE.get(c[k]!.lower);
          midUnits.push(c[k]!);
          c[k]!.consumed = true;
          k++;
        }
        // "Oroa dig inte för det", "Hon oroar sig inte för det": a negation between the reflexive and the particle.
        if (found.length > 0 && part !== 'sig' && c[k]?.lower !== part && c[k + 1]?.lower === part) {
          const adv = c[k]!;
          if (adv.lower in MID_ADVERBS && adv.a?.pos === 'word' && !adv.consumed) {
            midUnits.push(adv);
            adv.consumed = true;
            k++;
          }
        }
        const cand = c[k];
        const ok =
          cand &&
          (part === 'sig'
            ? REFLEXIVES.has(cand.lower) && reflexiveAgrees(cand.lower, subject, inheritedSubjectEn)
            : cand.lower === part);
        if (!ok) break;
        found.push(cand);
        k++;
      }
      // In the passive a "particle" before a noun phrase is a preposition: "skrevs av en författare" (by an author).
      const after = c[k];
      // "har inte rätt att/till" is the right to, not being right.
      if (pe.lemma === 'ha rätt' && (after?.lower === 'att' || after?.lower === 'till')) continue;
      const npAfter =
        after !== undefined &&
        (after.kind === 'unknown' ||
          after.a?.pos === 'noun' ||
          after.a?.pos === 'adj' ||
          (after.a?.pos === 'word' && ['det', 'pron'].includes(after.a.entry.pos)));
      // A measure of time is no agent: "skjuts upp en timme" → is postponed (by) an hour.
      const duration = c.slice(k + 1, k + 3).some((u) => u.a?.pos === 'noun' && DURATION_NOUNS.has(u.a.entry.lemma));
      if (passive && npAfter && !duration) continue;
      // "öppnade för tre år sedan" → "opened three years ago": för before a time and sedan is no particle.
      if (found.at(-1)?.lower === 'för' && c.slice(k + 1, k + 5).some((u) => u.lower === 'sedan')) continue;
      // "Tåget går om tio minuter" → "leaves in ten minutes": om before a number and a unit of time is no particle.
      const count = after?.a?.pos === 'word' && after.a.entry.pos === 'num';
      if (
        found.at(-1)?.lower === 'om' &&
        (count || /^\d+$/.test(after?.lower ?? '')) &&
        TIME_UNIT.test(c[k + 1]?.lower ?? '')
      )
        continue;
      if (found.length === parts.length) {
        for (const u of found) u.consumed = true;
        mainEntry = pe;
        break;
      }
    }
  }
  // A phrase verb with a longer form: "Ta med dig paraplyet" is "ta med sig" (bring), "kom överens om" agree on.
  if (mainEntry?.particle && !passive) {
    let k = j;
    while (c[k]?.consumed) k++;
    const cand = c[k];
    const reflexive = cand && REFLEXIVES.has(cand.lower) && reflexiveAgrees(cand.lower, subject, inheritedSubjectEn);
    const longer = cand && data.lex.verbs.get(`${mainEntry.lemma} ${reflexive ? 'sig' : cand.lower}`)?.[0];
    if (longer && (reflexive || cand.a?.pos === 'word')) {
      cand.consumed = true;
      mainEntry = longer;
    }
  }
  // An object pronoun moves before the clause adverb: "Jag känner honom inte" → "I don't know him".
  const pron = c[j];
  if (
    chain.length === 1 &&
    pron &&
    !pron.consumed &&
    SHIFTED_PRONOUNS.has(pron.lower) &&
    c[j + 1] &&
    c[j + 1]!.lower in MID_ADVERBS &&
    c[j + 1]!.a?.pos === 'word'
  ) {
    midUnits.push(c[j + 1]!);
    c[j + 1]!.consumed = true;
  }
  // Clause adverbs after the chain and particle ("tycker inte om", "åt aldrig").
  while (c[j] && (c[j]!.consumed || (c[j]!.lower in MID_ADVERBS && c[j]!.a?.pos === 'word'))) {
    if (!c[j]!.consumed) {
      midUnits.push(c[j]!);
      c[j]!.consumed = true;
    }
    j++;
  }
  return { chain, j, mainU, main, mainEntry };
}
