import type { EngineData } from '../engine-data.js';
import { analyzeEnVerb } from '../morphology/en.js';

const PARTICLES = 'up|down|off|on|out|in|back|away|over';
const OBJECT = String.raw`(?:me|you|him|her|it|us|them|this|that|these|those|everything|(?:the|your|my|his|her|our|their|this|that) \p{L}+)`;
// The particle ends the clause or comes before a preposition or time word ("Pick me up at the station"); before
// anything else ("Call us on +44 …", "Put it on the table") it is a preposition.
const FOLLOWERS =
  'at|to|from|for|with|when|if|and|now|today|tonight|tomorrow|later|soon|please|again|here|there|by|before|after|until|till|first|yet|but|or|so|because|as|once|while|right|every|each|properly|completely|a bit|a little|a lot|slightly|quickly|immediately|straight away';
const AFTER = String.raw`(?=\s*(?:$|[.,!?;:]|(?:${FOLLOWERS})\b))`;
const SPLIT = new RegExp(String.raw`\b(\p{L}+) (${OBJECT}) (${PARTICLES})\b${AFTER}`, 'giu');
// "back" and "away" are never prepositions, so a place may follow them too ("Put it back on the shelf").
const SPLIT_PLACE = new RegExp(
  String.raw`\b(\p{L}+) (${OBJECT}) (back|away)\b(?=\s*(?:on|in|into|onto|under|inside)\b)`,
  'giu',
);

// A cheap first look (no Unicode classes): a particle where SPLIT or SPLIT_PLACE could end.
const GATE = new RegExp(String.raw` (?:(?:${PARTICLES})\b${AFTER}|back\b|away\b)`, 'i');

const PRESS_HOLD = /\b(press|tap|touch) and hold\b/gi;
// "Bring the water to the boil" → "bring to the boil the water", so the multiword verb (koka upp) is found.
const TO_BOIL =
  /\b(bring|brings|brought|bringing) ((?:it|them|(?:the|your) \p{L}+(?: \p{L}+)?)) to (?:the|a) boil\b/giu;

/**
 * "Pick me up", "Turn the music down", "Turn it off": an English phrasal verb split by its object is read with the
 * particle first (pick up me), so the multiword sense is found (hämta mig, skruva ner musiken, stänga av den).
 */
export function joinPhrasalVerbs(sentence: string, data: EngineData): string {
  const isVerb = (b: string) => Boolean(data.enIndex.get(b)?.some((t) => t.entry.kind === 'verb'));
  const join = (whole: string, verb: string, object: string, particle: string) => {
    const bases = [
      verb.toLowerCase(),
      ...analyzeEnVerb(verb.toLowerCase(), data.enIrrPast, data.enIrrPp, isVerb).map((a) => a.base),
    ];
    const phrasal = bases.some((b) =>
      data.enIndex.get(`${b} ${particle.toLowerCase()}`)?.some((t) => t.entry.kind === 'verb'),
    );
    return phrasal ? `${verb} ${particle} ${object}` : whole;
  };
  // "Press and hold the button" → "Håll in knappen": the manual's gesture is holding the button down.
  const held = sentence.replace(PRESS_HOLD, (_, p: string) =>
    p[0] === p[0]!.toUpperCase() ? 'Hold down' : 'hold down',
  );
  const boiled = held.includes(' boil') ? held.replace(TO_BOIL, '$1 to the boil $2') : held;
  return GATE.test(boiled) ? boiled.replace(SPLIT, join).replace(SPLIT_PLACE, join) : boiled;
}
