import { describe, expect, it } from 'vitest';
import { buildEngineData } from '../engine-data.js';
import { loadLexicon } from '../index.js';
import { tagEnglish } from './en-tag.js';

/** Readings revisited with the whole sentence in view (en-retag.ts, en-choose.ts), on the real lexicon. */
const data = buildEngineData(loadLexicon());
const tags = (s: string) =>
  tagEnglish(s, data)
    .filter((u) => u.tag !== 'punct')
    .map((u) => `${u.lower}/${u.tag}${u.tag === 'noun' || u.tag === 'verb' ? `:${u.base}` : ''}`)
    .join(' ');

describe('English tagging with the sentence in view', () => {
  it.each([
    // A noun/verb word opening a subject before a noun and a finite verb is a compound modifier.
    ['Bus fares go up in May.', /^bus\/noun:bus fares\/noun:fare go\/verb/],
    ['Shop prices rose again.', /^shop\/noun:shop prices\/noun:price rose\/verb:rise/],
    // … but an imperative stays one: no finite verb, a clause verb, a bare infinitive after its object.
    ['Book tickets online.', /^book\/verb:book tickets\/noun:ticket/],
    ['Check prices are correct.', /^check\/verb:check/],
    ['Watch children play.', /^watch\/verb:watch/],
    // Gerunds after gerund verbs and as subjects with an object.
    ['She loves dancing.', /dancing\/verb:dance$/],
    ['Cleaning windows takes time.', /^cleaning\/verb:clean windows\/noun:window/],
    ['Waiting times are long.', /^waiting\/noun:waiting time are\/be/],
    ['He has been sleeping all day.', /sleeping\/verb:sleep/],
    // A noun object of a preposition after the verb is followed by its compound head.
    ['Sign the order form.', /order\/noun:order form\/noun:form$/],
    ['Many of my friends live abroad.', /live\/verb:live/],
    // Lists and labels: nouns, not imperatives.
    ['Contents: flour, milk, salt', /^contents\/noun:content flour\/noun:flour milk\/noun:milk salt\/noun:salt$/],
    ['Date: today', /^date\/noun:date/],
    ['Store in a cool, dry place.', /dry\/adj/],
    ['We met at the school fair.', /fair\/noun:fair$/],
    // A sign's state before a time: the adjective.
    ['Open until 6 pm', /^open\/adj/],
    ['Closed on Mondays', /^closed\/adj/],
    ['Open the window on Mondays.', /^open\/verb:open/],
    // The -s stem the lexicon knows: rates is rate.
    ['The rates are low.', /rates\/noun:rate /],
  ])('%s', (sentence, want) => {
    expect(tags(sentence)).toMatch(want);
  });
});
