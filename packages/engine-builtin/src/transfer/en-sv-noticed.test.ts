import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** English→Swedish errors noticed in everyday text (issue 11), on the real lexicon: team-written cases. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('everyday en→sv constructions', () => {
  it.each([
    // have got = possession, have got to = must
    ['Have you got a pen?', 'Har du en penna?'],
    ["We haven't got any milk.", 'Vi har inte någon mjölk.'],
    ["I've got to go.", 'Jag måste gå.'],
    ['He got a new job.', 'Han fick ett nytt jobb.'],
    // sorry to bother you, be there, look like, hurry
    ['Sorry to bother you.', 'Förlåt att jag stör.'],
    ['I want to be there.', 'Jag vill vara där.'],
    ['You look like your mother.', 'Du liknar din mamma.'],
    ['We have to hurry.', 'Vi måste skynda oss.'],
    // tell + a noun phrase + to-infinitive is telling someone to do it (säga åt), not telling a story (berätta)
    ['Tell the children to go to bed.', 'Säg åt barnen att gå och lägga sig.'],
    ['Tell him to wait outside.', 'Säg åt honom att vänta utanför.'],
    ['Tell Anna to call me.', 'Säg åt Anna att ringa mig.'],
    // a key's name after press stays as written; press + key or number is trycka på
    ['Press Enter.', 'Tryck på Enter.'],
    ['Press Enter to continue.', 'Tryck på Enter för att fortsätta.'],
    ['Press the button.', 'Tryck på knappen.'],
    // can't make it = cannot come; make it + adjective stays göra
    ["I can't make it tonight.", 'Jag kan inte komma ikväll.'],
    ["I couldn't make it to the party.", 'Jag kunde inte komma till festen.'],
    ['This will make it easier.', 'Den här ska göra det lättare.'],
    // the minutes of the meeting are its protokoll; minutes of time stay minuter
    ['Please send me the minutes of the meeting.', 'Skicka mig protokollet från mötet, tack.'],
    ['Ten minutes of the meeting were lost.', 'Tio minuter av mötet förlorades.'],
    // a day after on is a date, not the particle of hold on; will + participle is no past (på tisdag, not i tisdags)
    ['The meeting will be held on Tuesday.', 'Mötet kommer att hållas på tisdag.'],
    ['The meeting was held on Tuesday.', 'Mötet hölls i tisdags.'],
    ['Hold on!', 'Vänta lite!'],
    // won't + a working verb ending the clause after a thing: vill inte; a prediction stays kommer inte att
    ["My laptop won't start.", 'Min laptop vill inte starta.'],
    ["The car won't start.", 'Bilen vill inte starta.'],
    ["The meeting won't start until nine.", 'Mötet kommer inte att starta fram till nio.'],
    ["It won't rain.", 'Det kommer inte att regna.'],
    ["The shop won't open tomorrow.", 'Butiken kommer inte att öppna imorgon.'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
});
