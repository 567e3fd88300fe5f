import type { AlignmentPair, Direction, TranslatedSentence } from '@swedish-translator/core';
import { shiftAlignment } from '@swedish-translator/core';
import { wholeAlignment } from '../alignment.js';
import type { EngineData } from '../engine-data.js';
import { wordMap } from '../lexicon/word-lists.js';
import { analyzeEnVerb, indefiniteArticle, presentParticiple } from '../morphology/en.js';
import { analyzeSv } from '../morphology/sv.js';
import { standardSv, writtenPrefixSv } from './chat-spellings.js';

/**
 * Request, offer and suggestion frames (data/lists/request-frames.tsv): "Har du något emot att jag …", "Du får gärna
 * …", "Would you like to …", "I'm afraid …". The frame has a fixed rendering; the rest of the sentence, whatever verb
 * phrase or clause it is, is translated by the sentence rules on its own — a verb phrase inside a carrier clause
 * with its subject ("Du kan …" → "You can …"), so the verb keeps its infinitive and a reflexive its person — and set
 * into the frame.
 */
type Reading = { kind: string; subject: string; template: string };

type Frame = { words: string; prefix: string; readings: Reading[] };

function readFrames(list: string): Frame[] {
  return [...wordMap(list)]
    .map(([words, value]) => ({
      words,
      prefix: `${words} `,
      readings: value.split('|').map((r) => {
        const parts = r.split(':');
        const template = parts.pop()!;
        return { kind: parts[0]!, subject: parts[1] ?? '', template };
      }),
    }))
    .sort((a, b) => b.words.length - a.words.length);
}

const FRAMES: Record<Direction, Frame[]> = {
  'sv-en': readFrames('request-frames-sv'),
  'en-sv': readFrames('request-frames-en'),
};

/** What a subject says before a verb phrase, and what its translation must start with to be taken off again. */
const CARRIERS: Record<Direction, Record<string, [string, RegExp]>> = {
  'sv-en': {
    du: ['Du kan ', /^you can /i],
    ni: ['Ni kan ', /^you can /i],
    vi: ['Vi kan ', /^we can /i],
    jag: ['Jag kan ', /^I can /i],
  },
  'en-sv': {
    you: ['You can ', /^du kan /i],
    we: ['We can ', /^vi kan /i],
    i: ['I can ', /^jag kan /i],
  },
};
const PRESENT: Record<string, [string, RegExp]> = { i: ['I ', /^jag /i], we: ['We ', /^vi /i] };
const IF: Record<Direction, [string, RegExp]> = { 'sv-en': ['Om ', /^if /i], 'en-sv': ['If ', /^om /i] };
/** "Make sure the lid is closed before cleaning": an instruction's clause, whose -ing clause addresses the reader. */
const CHECK: [string, RegExp] = ['Check that ', /^kontrollera att /i];
const HAVE: Record<Direction, [string, RegExp]> = {
  'sv-en': ['Jag har ', /^I have /i],
  'en-sv': ['I have ', /^jag har /i],
};
/** An indirect question said after "I know": "… var toaletten är" → "… where the toilet is". */
const KNOW: Record<Direction, [string, RegExp]> = {
  'sv-en': ['Jag vet ', /^I know /i],
  'en-sv': ['I know ', /^jag vet /i],
};
const WH_WORDS = new Set([
  ...['var', 'vart', 'vad', 'hur', 'när', 'vem', 'vems', 'vilken', 'vilket', 'vilka', 'varför', 'om', 'varifrån'],
  ...['where', 'what', 'how', 'when', 'who', 'whose', 'which', 'why', 'if', 'whether'],
]);
const SV_PRONOUN_SUBJECT = /^(jag|du|vi|ni|han|hon|den|det|de|man) (\S+)(.*)$/i;

type Translate = (text: string) => TranslatedSentence;

/** The frame's rendering around the rest, or null when no frame opens the sentence or its rest does not fit. */
export function translateFramed(
  sentence: string,
  direction: Direction,
  data: EngineData,
  translate: Translate,
): TranslatedSentence | null {
  const plain = sentence.replace(/[’‘]/g, "'");
  if (direction === 'sv-en') {
    const regret = translateRegret(plain, translate);
    if (regret) return regret;
  }
  const lower = plain.toLowerCase();
  // Only frames whose first word is the sentence's (or its standard spelling) are tried word by word.
  const first = lower.match(/^\S+/)?.[0] ?? '';
  const firstSv = direction === 'sv-en' ? `${standardSv(first)} ` : '';
  for (const frame of FRAMES[direction]) {
    const restStart = lower.startsWith(frame.prefix)
      ? frame.words.length + 1
      : direction === 'sv-en' && frame.prefix.startsWith(firstSv)
        ? writtenPrefixSv(plain, frame.words)
        : -1;
    if (restStart < 0) continue;
    const punct = plain.match(/\s*[.!?]+$/)?.[0] ?? '';
    const rest = plain.slice(restStart, plain.length - punct.length).trim();
    if (!/\p{L}/u.test(rest)) return null;
    for (const reading of frame.readings) {
      const inner = translateRest(rest, reading, direction, data, translate);
      if (inner === null) continue;
      const text = reading.template.replace('{}', inner.text) + punct.trim();
      return {
        text,
        alignment: frameAlignment(sentence, restStart, text, reading.template.indexOf('{}'), inner.text.length),
        ...(inner.unknown?.length ? { unknown: inner.unknown } : {}),
      };
    }
    return null;
  }
  return null;
}

function translateRest(
  rest: string,
  reading: Reading,
  direction: Direction,
  data: EngineData,
  translate: Translate,
): TranslatedSentence | null {
  const firstWord = rest.split(/\s+/)[0]!.toLowerCase();
  const svVerb = () => analyzeSv(data.svIndex, firstWord).some((a) => a.pos === 'verb' && a.form === 'inf');
  const via = (carrier: [string, RegExp] | undefined, body: string): TranslatedSentence | null => {
    if (!carrier) return null;
    const r = translate(`${carrier[0]}${body}.`);
    const out = r.text.replace(/[.!?]+$/, '');
    if (!carrier[1].test(out)) return null;
    return { ...r, text: out.replace(carrier[1], '') };
  };
  switch (reading.kind) {
    case 'clause': {
      // "Har du något emot att vänta", "Make sure to lock": no subject of its own, the next reading takes it.
      if (direction === 'sv-en' ? svVerb() : firstWord === 'to') return null;
      // Said as a condition, the clause keeps the simple present (om vi sitter här → if we sit here).
      if (direction === 'en-sv' && reading.template.startsWith('Se till att') && / (before|when|while) /.test(rest)) {
        const r = via(CHECK, rest);
        if (r) return r;
      }
      return via(IF[direction], rest);
    }
    case 'sub': {
      const r = translate(`${rest.charAt(0).toUpperCase()}${rest.slice(1)}.`);
      const out = r.text.replace(/[.!?]+$/, '');
      return { ...r, text: /^I\b/.test(out) ? out : `${out.charAt(0).toLowerCase()}${out.slice(1)}` };
    }
    case 'inv': {
      const r = translate(`${rest.charAt(0).toUpperCase()}${rest.slice(1)}.`);
      const inverted = invertAfterAdverb(
        r.text.replace(/[.!?]+$/, ''),
        data,
        /^\p{Lu}/u.test(rest) && firstWord !== 'i',
      );
      return inverted === null ? null : { ...r, text: inverted };
    }
    case 'wh':
      return WH_WORDS.has(firstWord) ? via(KNOW[direction], rest) : null;
    case 'np': {
      const r = via(HAVE[direction], rest);
      if (!r || direction === 'en-sv') return r;
      // "Vill du ha lite te?" offers some: "Would you like some tea?"; "Vill du ha påse?" a bag.
      // "Går det bra med kl 10 / fredag?" → "Is 10:00 / Friday okay?": a time or a day takes no "at" and no "a".
      const text = r.text.replace(/^a little (?=\p{L})/iu, 'some ').replace(/^at (?=\d)/, '');
      const day = /^(mån|tis|ons|tors|fre|lör|sön)dag$/.test(firstWord);
      return { ...r, text: bareCountable(rest, data) && !day ? `${indefiniteArticle(text)} ${text}` : text };
    }
    case 'fin':
      return via(PRESENT[reading.subject], rest);
    case 'vp':
      if (direction === 'sv-en' && !svVerb()) return null;
      return via(CARRIERS[direction][reading.subject], rest);
    case 'ing': {
      if (direction === 'sv-en') {
        if (!svVerb()) return null;
        const r = via(CARRIERS[direction][reading.subject], rest);
        return r && { ...r, text: r.text.replace(/^\p{L}+/u, (v) => presentParticiple(v)) };
      }
      const isVerb = (b: string) => Boolean(data.enIndex.get(b)?.some((t) => t.entry.kind === 'verb'));
      const base = analyzeEnVerb(firstWord, data.enIrrPast, data.enIrrPp, isVerb).find((a) => a.form === 'ing');
      if (!base) return null;
      return via(CARRIERS[direction][reading.subject], `${base.base}${rest.slice(firstWord.length)}`);
    }
    default:
      return null;
  }
}

const SV_SUBJECTS = '(jag|du|vi|ni|han|hon|den|det|de|man)';
const REGRET_FRONT = new RegExp(`^tyvärr,?\\s+(\\p{L}+)\\s+${SV_SUBJECTS}\\b`, 'iu');
const REGRET_INSIDE = new RegExp(`^${SV_SUBJECTS}\\s+(\\p{L}+)\\s+tyvärr\\b\\s*`, 'iu');

/**
 * "Det går tyvärr inte", "Tyvärr kan vi inte komma": the regret is said first in English ("Unfortunately, …") and
 * the clause without it is translated in its plain order (det går inte → it's not possible), so a fixed phrase or a
 * negation the adverb split is read whole. Only a pronoun subject next to its verb is moved.
 */
function translateRegret(sentence: string, translate: Translate): TranslatedSentence | null {
  const front = sentence.match(REGRET_FRONT);
  const inside = front ? null : sentence.match(REGRET_INSIDE);
  if (!front && !inside) return null;
  const clause = front
    ? `${front[2]} ${front[1]}${sentence.slice(front[0].length)}`
    : `${inside![1]} ${inside![2]} ${sentence.slice(inside![0].length)}`;
  const r = translate(`${clause.charAt(0).toUpperCase()}${clause.slice(1)}`);
  const text = /^I\b/.test(r.text) ? r.text : `${r.text.charAt(0).toLowerCase()}${r.text.slice(1)}`;
  const out = `Unfortunately, ${text}`;
  return { ...r, text: out, alignment: wholeAlignment(sentence, out) };
}

/** Shop Swedish offers a countable thing without an article (Vill du ha påse? kvitto?); English needs one. */
function bareCountable(rest: string, data: EngineData): boolean {
  if (/\s/.test(rest)) return false;
  const readings = analyzeSv(data.svIndex, rest.toLowerCase());
  return (
    readings.length > 0 && readings.every((a) => a.pos === 'noun' && !a.def && !a.plural && a.entry.indefPl !== null)
  );
}

/**
 * "Jag kan inte komma" after Tyvärr: "kan jag inte komma" — the finite verb comes second, so a subject of up to
 * three words (jag, butiken, min bror) moves after it. Null when no finite verb follows a short subject.
 */
function invertAfterAdverb(clause: string, data: EngineData, keepCase: boolean): string | null {
  const pronoun = clause.match(SV_PRONOUN_SUBJECT);
  if (pronoun) return `${pronoun[2]!.toLowerCase()} ${pronoun[1]!.toLowerCase()}${pronoun[3]}`;
  const words = clause.split(' ');
  const finite = (w: string) =>
    analyzeSv(data.svIndex, w.toLowerCase()).some((a) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past'));
  const k = words.findIndex((w, i) => i > 0 && i <= 3 && finite(w));
  if (k < 0 || words.slice(0, k).some(finite)) return null;
  const subject = words.slice(0, k).join(' ');
  const rest = words.slice(k + 1).join(' ');
  const subj = keepCase ? subject : `${subject.charAt(0).toLowerCase()}${subject.slice(1)}`;
  return `${words[k]!.toLowerCase()} ${subj}${rest ? ` ${rest}` : ''}`;
}

/** The frame's words to the template's fixed text before the rest, the rest to what it became. */
function frameAlignment(
  source: string,
  restStart: number,
  text: string,
  slot: number,
  innerLength: number,
): AlignmentPair[] {
  const head = wholeAlignment(source.slice(0, restStart), text.slice(0, slot));
  const restPairs = wholeAlignment(source.slice(restStart), text.slice(slot, slot + innerLength));
  return [...head, ...shiftAlignment(restPairs, restStart, slot)];
}
