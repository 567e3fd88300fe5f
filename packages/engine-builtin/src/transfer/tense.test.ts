import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** Tense across the languages and honest modals, on the real lexicon: team-written cases, one per rule. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('perfect passive ⇄ s-passive, present + sedan ⇄ perfect', () => {
  it.each([
    ['The meeting has been postponed.', 'Mötet har skjutits upp.'],
    ['Your application has been received.', 'Din ansökan har tagits emot.'],
    ['Your parcel has been delivered.', 'Ditt paket har levererats.'],
    ['The road is being repaired.', 'Vägen repareras.'],
    ['It has been raining since Monday.', 'Det har regnat sedan måndag.'],
    ['He has lived here since he was a child.', 'Han har bott här sedan han var barn.'],
    ['Since it was late, we went home.', 'Eftersom det var sent, gick vi hem.'],
    ['I cannot come today.', 'Jag kan inte komma idag.'],
    ['You must not park here.', 'Du får inte parkera här.'],
    ['You must leave now.', 'Du måste gå nu.'],
  ])('en→sv %s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv')).toEqual({ text: want });
  });

  it.each([
    ['Mötet har skjutits upp.', 'The meeting has been postponed.'],
    ['Din ansökan har tagits emot.', 'Your application has been received.'],
    ['Boken skrevs av en känd författare.', 'The book was written by a known author.'],
    ['Jag bor i Göteborg sedan tre år tillbaka.', 'I have lived in Gothenburg for three years.'],
    ['Han jobbar här sedan januari.', 'He has worked here since January.'],
    ['Hon bor här sedan hon var sex.', 'She has lived here since she was six.'],
    ['Jag har bott här i tre år.', 'I have lived here for three years.'],
  ])('sv→en %s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });
});

describe('reflexives after an auxiliary, articles before unknown words', () => {
  it.each([
    ['You should rest.', 'Du borde vila dig.'],
    ['You must hurry.', 'Du måste skynda dig.'],
    ['He has washed.', 'Han har tvättat sig.'],
  ])('en→sv %s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv')).toEqual({ text: want });
  });

  it('reads en/ett before an unknown word as the article and still flags the word', () => {
    expect(engine.translateSentence('Jag köpte en flurbig tröja.', 'sv-en')).toEqual({
      text: 'I bought a flurbig sweater.',
      unknown: ['flurbig'],
    });
    expect(engine.translateSentence('Jag har en.', 'sv-en').text).toBe('I have one.');
  });
});

describe('sv→en: finished times, kanske, skulle vilja, durations', () => {
  it.each([
    ['Hon har flyttat till Lund förra året.', 'She moved to Lund last year.'],
    ['Jag har köpt den i lördags.', 'I bought it last Saturday.'],
    ['Har du sett honom i morse?', 'Did you see him this morning?'],
    ['Vi har varit i Rom för två år sedan.', 'We were in Rome two years ago.'],
    ['Hon har varit sjuk sedan i måndags.', 'She has been ill since last Monday.'],
    ['Det kanske snöar i helgen.', 'It might snow this weekend.'],
    ['Han är kanske sjuk.', 'He might be ill.'],
    ['Han har kanske glömt.', 'He might have forgotten.'],
    ['Hon kanske missade bussen.', 'Maybe she missed the bus.'],
    ['Jag skulle vilja beställa en taxi.', 'I would like to order a taxi.'],
    ['Han blev sjuk i förra veckan.', 'He fell ill last week.'],
    ['Jag har inte sovit på två dagar.', "I haven't slept for two days."],
    ['Jag har väntat på dig i en halvtimme.', 'I have waited for you for half an hour.'],
    ['Bussen går klockan sju i morgon.', 'The bus leaves at seven tomorrow.'],
    ['Tåget går till Malmö i morgon.', 'The train goes to Malmö tomorrow.'],
    ['Filmen börjar klockan åtta i kväll.', 'The film begins at eight tonight.'],
    ['Paketet levereras i morgon.', 'The parcel will be delivered tomorrow.'],
    ['Det väntas regn i morgon.', 'Rain is expected tomorrow.'],
    ['Bron stängs av i helgen.', 'The bridge will be closed this weekend.'],
    ['Sjön frös till under natten.', 'The lake froze over overnight.'],
    ['Fönstret blev krossat under natten.', 'The window was smashed overnight.'],
    ['Han måste ha missat tåget.', 'He must have missed the train.'],
    ['Han sov när jag kom hem.', 'He was sleeping when I came home.'],
    ['Vi satt i köket när telefonen ringde.', 'We were sitting in the kitchen when the telephone rang.'],
    ['Han sov inte när jag kom hem.', "He didn't sleep when I came home."],
    ['Mobilen ringer.', 'The mobile is ringing.'],
    ['När jag kom hem sov han.', 'When I came home, he was sleeping.'],
    ['När vi åt ringde telefonen.', 'When we ate, the telephone rang.'],
    ['Hon har jobbat som sjuksköterska i tio år.', 'She has worked as a nurse for ten years.'],
    ['Hon jobbar som ingenjör.', 'She works as an engineer.'],
    ['Jag känner en man som bor i Lund.', 'I know a man who lives in Lund.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });
});

describe('en→sv: anyone when negated or asked, this + time, repeated passives, negated perfect + for', () => {
  it.each([
    ["Why haven't you told anyone?", 'Varför har du inte berättat för någon?'],
    ['Has anybody called?', 'Har någon ringt?'],
    ['Anyone can come.', 'Vem som helst kan komma.'],
    ['It is going to rain this afternoon.', 'Det kommer att regna i eftermiddag.'],
    ['I saw him this morning.', 'Jag såg honom i morse.'],
    ['There have been two fires this year.', 'Det har funnits två bränder i år.'],
    ['The windows are cleaned every spring.', 'Fönstren städas varje vår.'],
    ['The shop is closed on Sundays.', 'Butiken är stängd på söndagar.'],
    ["I haven't seen him for weeks.", 'Jag har inte sett honom på flera veckor.'],
    ["We haven't eaten for two days.", 'Vi har inte ätit på två dagar.'],
    ['I have lived here for three years.', 'Jag har bott här i tre år.'],
    ['We will miss you.', 'Vi kommer att sakna dig.'],
    ["It won't work.", 'Det kommer inte att fungera.'],
    ['I will call you tomorrow.', 'Jag ska ringa dig imorgon.'],
    ['Dr. Brown will see you now.', 'Dr. Brown ska se dig nu.'],
    ['Will it rain tomorrow?', 'Kommer det att regna imorgon?'],
    ["She wasn't able to sleep.", 'Hon kunde inte sova.'],
    ["I won't be able to come.", 'Jag kommer inte att kunna komma.'],
    ['He is able to swim.', 'Han kan simma.'],
    ['She has worked as a nurse for ten years.', 'Hon har arbetat som sjuksköterska i tio år.'],
    ['As a child, I lived in Lund.', 'Som barn bodde jag i Lund.'],
    ['She may come tonight.', 'Hon kommer kanske ikväll.'],
    ['They may need help.', 'De behöver kanske hjälp.'],
    ['You may go now.', 'Du får gå nu.'],
    ['May I come in?', 'Får jag komma in?'],
    ['I would like to book a table for two.', 'Jag skulle vilja boka ett bord för två.'],
    ['I waited for two hours.', 'Jag väntade i två timmar.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv')).toEqual({ text: want });
  });
});
