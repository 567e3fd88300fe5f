import { wordSet } from '../lexicon/word-lists.js';
import type { EnOp } from './en-verb.js';
import { svParticleSense } from './senses-in-context.js';
import type { SvChain } from './sv-chain.js';
import { repairedObject } from './sv-gerund.js';
import { AUX_ATT, AUX_INF } from './sv-grammar.js';
import { canBecomesMay, particleParticiple } from './sv-participle.js';
import { skaInstruction } from './sv-ska-rule.js';
import { refineTenseOps } from './sv-tense-ops.js';
import type { SvUnit } from './sv-unit.js';
import { pickSense } from './sv-words.js';

const WHEN_WORDS = wordSet('can-without-verb-sv'); // "Kan inte idag": times after kan leave its verb understood
/** What one watches rather than looks at (titta på tv → watch TV). */
const SCREEN = wordSet('screen-sv');
/** Swedish says where things lie, stand or sit; English just says where they are. */
const POSITIONAL = wordSet('positional-verbs-sv');
const DEGREES = new Set(['mycket', 'väldigt', 'ganska', 'så', 'lite', 'riktigt', 'helt', 'för']);
const FUTURE = wordSet('future-cues-sv');
/** data/lists/everyday-sv.tsv: "Jag måste hem" → "I have to go home", "Vi ska till Göteborg" → "We will go to …". */
const GO_MODALS = wordSet('go-modals-sv');
const DIRECTIONS = wordSet('directions-sv');
const VEHICLES = wordSet('vehicles-sv');
/** Units of a short object noun phrase at the start of `u` (determiner/possessive, adjectives, noun). */
const npLength = (u: SvUnit[]) => {
  let k = 0;
  while (u[k]?.a?.pos === 'word' && ['det', 'pron', 'num'].includes((u[k]!.a as { entry: { pos: string } }).entry.pos))
    k++;
  while (u[k]?.a?.pos === 'adj') k++;
  return u[k]?.a?.pos === 'noun' ? k + 1 : 0;
};

/**
 * The English verb operations for a Swedish verb chain: perfect, passive, modals and aspectual verbs for the
 * auxiliaries, and the main verb's sense chosen from its context (laga mat → cook, laga bilen → fix).
 */
export function chainOps(c: SvUnit[], sc: SvChain, subject: SvUnit[], followedBy: string | undefined): EnOp[] {
  const { chain, j, mainU, mainEntry } = sc;
  const ops: EnOp[] = [];
  chain.forEach((u, k) => {
    const a = u.a!;
    const isLast = k === chain.length - 1;
    if (a.pos !== 'verb' && a.pos !== 'ppart') return;
    const inf = a.entry.inf;
    if (!isLast) {
      if (inf === 'ha') ops.push({ kind: 'perfect' });
      else if (inf === 'vara' || inf === 'bli') ops.push({ kind: 'passive' });
      else {
        const viaAtt = chain[k + 1] && c.indexOf(chain[k + 1]!) > 0 && c[c.indexOf(chain[k + 1]!) - 1]?.lower === 'att';
        const spec = (viaAtt ? AUX_ATT[inf] : AUX_INF[inf]) ?? AUX_INF[inf] ?? AUX_ATT[inf];
        // "Priserna kan komma att höjas" → "may be raised": kan/kunde + komma att is a possibility, not "can will".
        if (inf === 'komma' && viaAtt && canBecomesMay(ops)) return;
        // "Vi fick vänta" → "had to wait", "Vi fick inte parkera där" → "were not allowed to park": past få + a verb.
        if (inf === 'få' && !viaAtt && a.pos === 'verb' && (a.form === 'past' || a.form === 'sup')) {
          const negated = c.some((x) => x.lower === 'inte' || x.lower === 'aldrig' || x.lower === 'ej');
          ops.push({ kind: 'lex', text: negated ? 'be allowed to' : 'have to' });
        } else if (spec?.modal)
          ops.push({
            kind: 'modal',
            present: spec.modal,
            past: spec.past ?? spec.modal,
            nonfinite: (spec as { nonfinite?: string }).nonfinite ?? spec.modal,
          });
        else if (spec?.lex === 'usually')
          ops.push(
            a.pos === 'verb' && a.form === 'past'
              ? { kind: 'modal', present: 'usually', past: 'used to', nonfinite: 'usually' }
              : { kind: 'lex', text: 'usually', adverb: true },
          );
        else if (spec?.lex) ops.push({ kind: 'lex', text: spec.lex, ing: spec.lex === 'stop' });
      }
      return;
    }
    // A modal with no verb before a direction stands for "go".
    const after = c.slice(sc.j).find((x) => !x.consumed && x.kind !== 'punct');
    if (
      a.pos === 'verb' &&
      !a.passive &&
      a.entry.particle === '' &&
      GO_MODALS.has(inf) &&
      after &&
      DIRECTIONS.has(after.lower.split(' ')[0]!)
    ) {
      const spec = AUX_INF[inf]!;
      if (spec.modal)
        ops.push({
          kind: 'modal',
          present: spec.modal,
          past: spec.past ?? spec.modal,
          nonfinite: spec.nonfinite ?? spec.modal,
        });
      else if (spec.lex) ops.push({ kind: 'lex', text: spec.lex });
      ops.push({ kind: 'lex', text: 'go' });
      return;
    }
    const entry = u === mainU && mainEntry ? mainEntry : a.entry;
    let text = (entry.particle && svParticleSense(entry.lemma, c, c.indexOf(u))) || pickSense(entry.senses, true);
    const personSubject =
      subject.length === 1 && ['jag', 'du', 'han', 'hon', 'vi', 'ni', 'de', 'dom', 'man'].includes(subject[0]!.lower);
    if (isLast && POSITIONAL.has(entry.lemma) && !personSubject && subject.length > 0 && !u.cued) text = 'be';
    // "saknar jobb" → "lack jobs": sakna with a bare noun is lacking it; with a person or a definite thing, missing.
    if (isLast && entry.inf === 'sakna' && entry.particle === '') {
      const obj = c.slice(j).find((x) => !x.consumed);
      if (obj?.a?.pos === 'noun' && !obj.a.def) text = 'lack';
    }
    // "väntas" is "is expected", not "is waited".
    if (entry.inf === 'vänta' && entry.particle === '' && a.pos === 'verb' && a.passive) text = 'expect';
    // "föddes" is "was born", not a passive of "give birth to".
    if (entry.inf === 'föda' && (a.pos === 'ppart' || (a.pos === 'verb' && a.passive))) text = 'bear';
    // "fyller trettio" → "turns thirty": fylla before an age is turning that age, not filling.
    if (isLast && entry.inf === 'fylla' && entry.particle === '') {
      const nx = c.slice(j).find((x) => !x.consumed);
      if (nx?.a?.pos === 'word' && nx.a.entry.pos === 'num') text = 'turn';
    }
    // "Läkemedlet kan göra dig dåsig" → "make you drowsy": göra + object + adjective is make.
    if (isLast && entry.inf === 'göra' && entry.particle === '') {
      const nx = c.slice(j).filter((x) => !x.consumed);
      const obj = nx[0]?.a;
      const objEnd = obj?.pos === 'word' && obj.entry.pos === 'pron' ? 1 : obj?.pos === 'noun' && obj.def ? 1 : 0;
      if (objEnd && nx[objEnd]?.a?.pos === 'adj') text = 'make';
    }
    // "lagar bilen" → "is fixing the car": laga is cook only for food; in the passive the subject is what is made.
    if (isLast && entry.inf === 'laga' && entry.particle === '') {
      const passive = a.pos === 'ppart' || a.passive;
      if (repairedObject((passive ? subject : c.slice(j)).find((x) => (passive || !x.consumed) && x.a?.pos === 'noun')))
        text = 'fix';
    }
    // "tittar på tv" → "watches TV": looking at a screen or a game is watching.
    if (isLast && entry.inf === 'titta' && entry.particle === 'på') {
      // The object may be fronted: "Vilken film tittar ni på?"
      const obj = [...c.slice(j), ...c.slice(0, c.indexOf(chain[0]!))].find((x) => !x.consumed && x.a?.pos === 'noun');
      if (obj?.a?.pos === 'noun' && SCREEN.has(obj.a.entry.lemma)) text = 'watch';
    }
    // "hållas kopplade", "håller dörren stängd": hålla with a predicative is keep.
    if (isLast && entry.inf === 'hålla' && entry.particle === '') {
      const nx = c.slice(j).filter((x) => !x.consumed);
      const pred = a.pos === 'verb' && a.passive ? nx[0] : nx[npLength(nx)];
      if (pred?.a?.pos === 'adj' || pred?.a?.pos === 'ppart') text = 'keep';
    }
    // "Bussen går klockan sju" → "The bus leaves at seven": a vehicle going at a time, not to a place.
    const sh = subject[subject.length - 1]?.a;
    if (
      isLast &&
      entry.inf === 'gå' &&
      entry.particle === '' &&
      sh?.pos === 'noun' &&
      VEHICLES.has(sh.entry.lemma) &&
      c
        .slice(j)
        .some(
          (x) => x.lower === 'klockan' || x.lower === 'kl.' || /^((at|from|around) )?\d{1,2}[.:]\d\d$/.test(x.lower),
        ) &&
      !c.slice(j).some((x) => x.lower === 'till' || DIRECTIONS.has(x.lower.split(' ')[0]!))
    )
      text = 'leave';
    // "Hon har precis gått", "Bussen gick" with nothing after: gå is leave, not go ("Hur gick mötet?" is go).
    if (
      isLast &&
      entry.inf === 'gå' &&
      entry.particle === '' &&
      chain[0]!.a?.pos === 'verb' &&
      ((chain.length === 1 && chain[0]!.a.form === 'past') || (chain.length === 2 && chain[0]!.a.entry.inf === 'ha')) &&
      c.slice(j).every((x) => x.consumed || x.kind === 'punct') &&
      followedBy !== 'och' &&
      !c.some((x) => x.lower === 'hur')
    )
      text = 'leave';
    // "Hon blev arg" → "She got angry": bli before an adjective is get ("blev lärare" stays became).
    // ("Det blir kallt" is left to the aspect rules: it is getting cold, it will be cold.)
    if (
      isLast &&
      entry.inf === 'bli' &&
      entry.particle === '' &&
      chain.length === 1 &&
      (subject[0]?.lower !== 'det' || (a.pos === 'verb' && a.form === 'past'))
    ) {
      const nx = c.slice(j).filter((x) => !x.consumed);
      const adj = DEGREES.has(nx[0]?.lower ?? '') ? nx[1] : nx[0];
      if (adj?.a?.pos === 'adj' && adj.a.form !== 'comp' && !(nx[1]?.a?.pos === 'noun'))
        text = particleParticiple(adj.a.entry.lemma, adj.a.entry.senses[0]?.text ?? '') ? 'be' : 'get';
    }
    // An opinion verb before a clause: "tror att" → "think that".
    if (isLast && entry.inf === 'tro' && (c[j]?.lower === 'att' || followedBy === 'att')) text = 'think';
    if (a.pos === 'verb' && a.passive && !entry.flags.has('dep')) ops.push({ kind: 'passive' });
    ops.push({ kind: 'lex', text });
  });
  // "Hundar ska hållas kopplade", "Paketet måste hämtas": an instruction in the passive is "must be"; with a time
  // ahead (ska hållas i morgon) ska stays the future, and a question keeps its modal.
  const [op0, op1] = ops;
  const v0 = chain[0]?.a;
  const future = c.some((u) => FUTURE.has(u.lower) || u.lower === '?');
  // A rule for everyone of a kind is an instruction too: "Besökare ska anmäla sig i receptionen" → "Visitors must …".
  // The head may carry a modifier after it: "Barn med kräksjuka ska stanna hemma" → "Children with … must stay at home".
  const head = subject[0]?.a;
  const generic =
    (head?.pos === 'noun' &&
      !head.def &&
      (subject.length === 1 || subject[1]?.a?.pos === 'word') &&
      (head.plural || head.entry.indefPl === head.entry.lemma)) ||
    subject[0]?.lower === 'alla';
  // "kommer att höjas" is always the future (will be raised), never a rule.
  const ska =
    op0?.kind === 'modal' &&
    op0.present === 'will' &&
    v0?.pos === 'verb' &&
    v0.form === 'pres' &&
    v0.entry.inf !== 'komma';
  const skaRule = ska && !future;
  // "Ansökan ska ha kommit in senast den 30 juni", "Du ska betala senast fredag": ska before a deadline (a date after
  // senast is one entity: "by the 25th") is a rule; a first person's is a promise ("Jag ska ringa dig senast fredag").
  const deadline =
    !['jag', 'vi'].includes(subject[0]?.lower ?? '') &&
    (c.some((u) => u.lower === 'senast' || (u.kind === 'lit' && /^(by|no later than) /.test(u.lower))) ||
      // "Överklagandet ska ha kommit in inom tre veckor" → "must have": a time limit with a perfect or passive.
      ((op1?.kind === 'perfect' || op1?.kind === 'passive') &&
        c.some((u) => u.lower === 'inom' || (u.kind === 'lit' && u.lower.startsWith('within ')))));
  const ruleVerb = op1?.kind === 'lex' || (deadline && op1?.kind === 'perfect');
  if (
    ((skaRule || (deadline && ska)) && (op1?.kind === 'passive' || ((generic || deadline) && ruleVerb))) ||
    (ska && op1?.kind === 'lex' && skaInstruction(c, subject, chain[chain.length - 1]?.a)) ||
    (op1?.kind === 'passive' && op0?.kind === 'lex' && op0.text === 'have to')
  )
    ops[0] = { kind: 'modal', present: 'must', past: op0.kind === 'modal' ? op0.past : 'had to', nonfinite: 'have to' };
  // "Barnet ska vara feberfritt innan det kommer tillbaka" → "should be": ska + vara + an adjective states what is
  // required or expected ("Maten ska vara varm" → should be), not a forecast.
  const pred = c.slice(j).find((u) => !u.consumed && u.lower !== 'inte');
  if (skaRule && !deadline && ops.length === 2 && op1?.kind === 'lex' && op1.text === 'be' && pred?.a?.pos === 'adj')
    ops[0] = { kind: 'modal', present: 'should', past: 'should', nonfinite: 'ought to' };
  // "Han måste ha missat tåget" → "He must have missed the train": måste + a perfect is a conclusion, must have.
  if (op0?.kind === 'lex' && op0.text === 'have to' && op1?.kind === 'perfect')
    ops[0] = { kind: 'modal', present: 'must', past: 'must', nonfinite: 'have to' };
  // "om jag kan", "Kan inte idag": kunna with nothing but a time after it has its verb understood (can), not know.
  const lastA = chain[chain.length - 1]!.a;
  if (
    ops.length === 1 &&
    lastA?.pos === 'verb' &&
    lastA.entry.inf === 'kunna' &&
    !lastA.entry.particle &&
    c.slice(j).every((u) => u.consumed || u.kind === 'punct' || u.lower.split(' ').every((w) => WHEN_WORDS.has(w)))
  )
    ops[0] = { kind: 'modal', present: 'can', past: 'could', nonfinite: 'be able to' };
  // "Man ska inte döma andra" → "You shouldn't judge others": generic man + ska is advice, not the future.
  if (
    ops[0]?.kind === 'modal' &&
    ops[0].present === 'will' &&
    subject.length === 1 &&
    subject[0]!.lower === 'man' &&
    !c.some((u) => FUTURE.has(u.lower))
  )
    ops[0] = { kind: 'modal', present: 'should', past: 'should', nonfinite: 'ought to' };
  // "Handläggaren nås på telefon" → "can be reached": the present s-passive of nå says how to get in touch.
  if (
    ops.length === 2 &&
    op0?.kind === 'passive' &&
    op1?.kind === 'lex' &&
    op1.text === 'reach' &&
    v0?.pos === 'verb' &&
    v0.form === 'pres'
  )
    ops.unshift({ kind: 'modal', present: 'can', past: 'could', nonfinite: 'be able to' });
  // "Skulle du kunna hjälpa mig?" → "Could you help me?": skulle + kunna is could, not "would be able to".
  if (
    op0?.kind === 'modal' &&
    op0.present === 'will' &&
    v0?.pos === 'verb' &&
    v0.form === 'past' &&
    op1?.kind === 'modal'
  )
    if (op1.present === 'can')
      ops.splice(0, 2, { kind: 'modal', present: 'could', past: 'could', nonfinite: 'be able to' });
  // "vill ha kaffe" → "want coffee": ha after vilja is not a separate English verb.
  if (
    ops.length === 2 &&
    ops[0]!.kind === 'lex' &&
    ops[0]!.text === 'want to' &&
    ops[1]!.kind === 'lex' &&
    ops[1]!.text === 'have'
  )
    ops.splice(0, 2, { kind: 'lex', text: 'want' });
  if (
    ops.length === 3 &&
    ops[0]!.kind === 'modal' &&
    ops[1]!.kind === 'lex' &&
    ops[1]!.text === 'want to' &&
    ops[2]!.kind === 'lex' &&
    ops[2]!.text === 'have'
  )
    ops.splice(1, 2, { kind: 'lex', text: 'like' });
  // "Jag skulle vilja beställa en taxi" → "I would like to order a taxi", whatever verb follows.
  if (
    ops.length >= 2 &&
    ops[0]!.kind === 'modal' &&
    ops[0]!.present === 'will' &&
    ops[1]!.kind === 'lex' &&
    ops[1]!.text === 'want to'
  )
    ops.splice(1, 1, { kind: 'lex', text: 'like to' });
  // A phrase whose English starts with can't ("ha inte råd" → "can't afford") takes that modal's tenses: couldn't.
  const last = ops[ops.length - 1];
  const cant = last?.kind === 'lex' ? last.text.match(/^(?:can't|cannot) (.+)$/) : null;
  if (cant)
    ops.splice(
      ops.length - 1,
      1,
      { kind: 'modal', present: "can't", past: "couldn't", nonfinite: 'be unable to' },
      { kind: 'lex', text: cant[1]! },
    );
  refineTenseOps(c, sc, subject, ops, followedBy);
  return ops;
}
