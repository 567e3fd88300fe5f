import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Request, offer and suggestion frames around any verb phrase or clause (data/lists/request-frames.tsv), on the real
 * lexicon: team-written cases with other verbs and objects than the fresh probes of the fourth round.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('Swedish request, permission and suggestion frames', () => {
  it.each([
    ['Har du något emot att jag lånar din laddare?', 'Do you mind if I borrow your charger?'],
    ['Har ni något emot att vänta här?', 'Would you mind waiting here?'],
    ['Gör det något om jag tar med min hund?', 'Is it okay if I bring my dog?'],
    ['Kan jag få betala med kort?', 'Can I pay by card?'],
    ['Du får gärna ringa mig i morgon.', 'Feel free to call me tomorrow.'],
    ['Tveka inte att fråga.', "Don't hesitate to ask."],
    ['Vad sägs om att ses på lördag?', 'How about meeting on Saturday?'],
    ['Vi kan väl ta bussen?', "Why don't we take the bus?"],
    ['Du kan väl fråga läraren?', "Why don't you ask the teacher?"],
    ['Vill ni ha påse?', 'Would you like a bag?'],
    ['Vill du ha något att dricka?', 'Would you like something to drink?'],
    ['Kan du räcka mig smöret?', 'Can you pass me the butter?'],
    ['Kan du säga mig hur mycket det kostar?', 'Can you tell me how much it costs?'],
    ['Jag vet inte var stationen ligger.', "I don't know where the station is."],
    ['Låt oss gå.', "Let's go."],
    ['Ursäkta att jag stör.', 'Sorry to bother you.'],
    ['Skulle du kunna tänka dig att hjälpa till?', 'Would you be willing to lend a hand?'],
    ['Jag vill gärna ha en kopp te.', 'I would like a cup of tea.'],
    ['Vi har tyvärr inga lediga bord.', 'Unfortunately, we have no free tables.'],
    ['Nej, det går tyvärr inte.', "No, unfortunately, it's not possible."],
    ['Var det bra så?', 'Anything else?'],
    ['Kan ni snälla svara i morgon?', 'Can you please answer tomorrow?'],
    ['Glöm inte att ta med dig nycklarna.', "Don't forget to bring the keys."],
    ['Kom ihåg att ta med dig laddaren.', 'Remember to bring the charger.'],
    ['Säg bara till om ni vill ha mer.', 'Just let me know if you want more.'],
    ['Hälsa till din pappa!', 'Say hello to your father!'],
  ])('%s', (source, expected) => expect(sv(source)).toBe(expected));
});

describe('English offers, suggestions and regrets', () => {
  it.each([
    ['Would you like a cup of tea?', 'Vill du ha en kopp te?'],
    ['Would you like to come with us?', 'Vill du komma med oss?'],
    ['Would you like me to call a taxi?', 'Vill du att jag ringer en taxi?'],
    ['How about going to the beach tomorrow?', 'Vad sägs om att gå till stranden imorgon?'],
    ["Why don't we go home?", 'Vi kan väl gå hem?'],
    ["I'm afraid I can't come tomorrow.", 'Tyvärr kan jag inte komma imorgon.'],
    ["I'm afraid the shop is closed.", 'Tyvärr är butiken stängd.'],
    ["I'm afraid of dogs.", 'Jag är rädd för hundar.'],
    ['Is it possible to pay in cash?', 'Går det att betala kontant?'],
    ['Make sure you lock the door.', 'Se till att du låser dörren.'],
    ['Make sure to lock the door.', 'Se till att låsa dörren.'],
    ['Let us know if you have any questions.', 'Meddela oss om du har några frågor.'],
    ['Do you know when the shop opens?', 'Vet du när butiken öppnar?'],
    ['We need some more chairs.', 'Vi behöver några fler stolar.'],
    ['Do you have any more questions?', 'Har du några fler frågor?'],
    ['Would you be able to send it to me today?', 'Skulle du kunna skicka det till mig idag?'],
    ['Mind if I sit here?', 'Gör det något om jag sitter här?'],
    ['Would you like anything else?', 'Något mer?'],
    ['Here you go.', 'Varsågod.'],
    ['Could you give us a lift home?', 'Kunde du ge oss en skjuts hem?'],
  ])('%s', (source, expected) => expect(en(source)).toBe(expected));
});

describe('object pronouns before inte after a simple verb (en→sv)', () => {
  it.each([
    ["I didn't see her.", 'Jag såg henne inte.'],
    ["Please don't wake me.", 'Väck mig inte, tack.'],
    ["I haven't called them.", 'Jag har inte ringt dem.'],
    ["I can't hear you.", 'Jag kan inte höra dig.'],
  ])('%s', (source, expected) => expect(en(source)).toBe(expected));
});

describe('alignment of a framed sentence', () => {
  it('aligns the frame and the rest inside both texts', () => {
    const source = 'Har du något emot att jag lånar din laddare?';
    const r = engine.translateSentence(source, 'sv-en', { alignment: true });
    expect(r.alignment?.length).toBeGreaterThan(0);
    for (const { src, tgt } of r.alignment ?? []) {
      expect(src[1]).toBeLessThanOrEqual(source.length);
      expect(tgt[1]).toBeLessThanOrEqual(r.text.length);
      expect(src[0]).toBeLessThan(src[1]);
      expect(tgt[0]).toBeLessThan(tgt[1]);
    }
  });
});
