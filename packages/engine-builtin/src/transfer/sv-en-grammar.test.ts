import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * sv→en grammar rules of the 2026-11-24 round on the real lexicon, one case per rule (team-written sentences):
 * tagging by clause position, particle and reflexive verbs, passives, future, articles and possessives.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('sv→en grammar', () => {
  it.each([
    // V2: the finite verb after a fronted adverbial, not the homographic noun (åker = field, åt = for)
    ['I dag åker vi till stranden.', 'Today we go to the beach.'],
    ['Sedan åt vi middag.', 'Then we had dinner.'],
    ['Vi åt och sedan gick vi ut.', 'We ate and then we went out.'],
    // a singular determiner does not take a plural noun: sånt is the subject, händer the verb
    ['Ingen fara, sånt händer.', 'No problem, such things happen.'],
    // s-passive after a noun subject is finite; after ska in a rule it is must
    ['Maten serveras varm.', 'The food is served warm.'],
    ['Hundar ska hållas kopplade.', 'Dogs must be kept on a leash.'],
    ['Dörren ska hållas stängd.', 'The door must be kept closed.'],
    ['Mötet ska hållas i morgon.', 'The meeting will be held tomorrow.'],
    ['Cykeln blev stulen i går.', 'The bicycle was stolen yesterday.'],
    ['Pengarna betalas tillbaka inom en vecka.', 'The money is paid back within a week.'],
    // om before a noun phrase and a finite verb opens an if-clause, even after a particle verb like fråga om
    ['Hon frågade om tåget var sent.', 'She asked if the train was late.'],
    ['Hon frågade om hennes son var där.', 'She asked if her son was there.'],
    ['Jag frågade om priset.', 'I asked about the price.'],
    ['Hon bad om mer tid.', 'She asked for more time.'],
    ['Han ber om ursäkt.', 'He apologizes.'],
    // för after a thanks is the preposition, not the verb föra
    ['Tack för det här.', 'Thank you for this.'],
    ['Tack så mycket för det.', 'Thank you very much for it.'],
    ['Stort tack för det.', 'Many thanks for it.'],
    // mycket before att + infinitive is a quantity: a lot (much under negation or in a question)
    ['Jag har mycket att göra.', 'I have a lot to do.'],
    ['Det finns mycket att se i Stockholm.', 'There is a lot to see in Stockholm.'],
    ['Jag har inte mycket att säga.', "I don't have much to say."],
    // emphatic själv/själva agree with the subject; an imperative's with an unsaid you
    ['Vi får klara oss själva.', 'We may manage ourselves.'],
    ['Hon lagade bilen själv.', 'She fixed the car herself.'],
    ['De byggde huset själva.', 'They built the house themselves.'],
    ['Laga den själv.', 'Cook it yourself.'],
    // particle and reflexive verbs, separated by an adverb or a predicative
    ['Jag tycker mycket om den här boken.', 'I like this book a lot.'],
    ['De kom överens om ett pris.', 'They agreed on a price.'],
    ['Hon ser trött ut.', 'She looks tired.'],
    ['Det ser bra ut.', 'It looks good.'],
    ['Ta med dig paraplyet.', 'Bring the umbrella.'],
    ['Vi ser fram emot att träffa dig.', 'We look forward to meeting you.'],
    ['Tänk på att stänga fönstret.', 'Remember to close the window.'],
    // body parts and clothes belong to the subject
    ['Ta av dig skorna i hallen.', 'Take off your shoes in the hall.'],
    ['Han tvättade händerna.', 'He washed his hands.'],
    ['Skorna står i hallen.', 'The shoes are in the hall.'],
    // present + time ahead is will; promises are will; a planned movement stays progressive
    ['Jag ringer dig sen.', 'I will call you later.'],
    ['Vi hör av oss.', 'We will be in touch.'],
    ['Jag återkommer till dig i morgon.', 'I will get back to you tomorrow.'],
    ['Hon kommer snart.', 'She is coming soon.'],
    // kunna with nothing after it is can
    ['Kom så fort du kan.', 'Come as soon as you can.'],
    ['Man ska inte döma andra.', "You shouldn't judge others."],
    // articles: generic abstract nouns, plural after an -a adjective, what one thanks for
    ['Livet är kort.', 'Life is short.'],
    ['Hundar är trogna djur.', 'Dogs are faithful animals.'],
    ['Små barn behöver mycket sömn.', 'Small children need a lot of sleep.'],
    ['Tack för snabbt svar!', 'Thank you for the quick answer!'],
    ['De sålde sitt hus.', 'They sold their house.'],
    // questions: wh-object + activity is progressive; ska with I/we asks for advice; indirect questions
    ['Vad läser du?', 'What are you reading?'],
    ['Vad ska jag göra?', 'What should I do?'],
    ['Var ska vi ses?', 'Where shall we meet?'],
    ['Jag vet inte vad jag ska göra.', "I don't know what I should do."],
    ['Tom ville inte att Mary skulle gå.', "Tom didn't want Mary to go."],
    ['Han frågade om jag ville följa med.', 'He asked if I wanted to come along.'],
    ['Jag känner honom inte.', "I don't know him."],
    // since: last + weekday, institutions and meals as times, a long time
    ['Hon har varit sjuk sedan i måndags.', 'She has been ill since last Monday.'],
    ['Vi har känt varandra sedan skolan.', 'We have known each other since school.'],
    ['Vi äter middag efter jobbet.', 'We have dinner after work.'],
    ['Det är länge sedan.', 'It has been a long time.'],
    // gå with nothing after it is leave; några + time is a few; adjective + preposition after a phrase
    ['Hon har precis gått.', 'She has just left.'],
    ['Det kan ta några dagar.', 'It can take a few days.'],
    ['Jag är trött på det.', "I'm tired of it."],
    ['Jag har aldrig sett något sådant.', 'I have never seen anything like that.'],
    ['Det är inte mitt fel.', "It isn't my fault."],
    ['Jag återkommer i morgon.', 'I will get back to you tomorrow.'],
    // bli + adjective is get; gå before och keeps go; visited places; vem som; measure nouns take of
    ['Hon blev arg på mig.', 'She got angry with me.'],
    ['Han blev lärare.', 'He became a teacher.'],
    ['Jag gick och lade mig tidigt.', 'I went and lay down early.'],
    ['Har du varit i London?', 'Have you been to London?'],
    ['Jag vet inte vem som har gjort det.', "I don't know who has done it."],
    ['Jag skulle vilja ha en kopp kaffe.', 'I would like a cup of coffee.'],
    ['Vi väntade länge.', 'We waited for a long time.'],
    ['Sen gick vi hem.', 'Then we went home.'],
    // labels: a verb-first s-passive is an instruction, a verb-first present a description
    ['Serveras kall.', 'Serve cold.'],
    ['Öppnas här', 'Open here'],
    ['Får ej frysas.', 'Do not freeze.'],
    ['Innehåller nötter', 'Contains nuts'],
    ['Kommer du i morgon?', 'Are you coming tomorrow?'],
    // subject with a prepositional phrase, independent possessives, om + possessive noun phrase, imperative after a comma
    ['Priserna på el har stigit.', 'The prices of electricity have risen.'],
    ['Jag vet svaret på frågan.', 'I know the answer to the question.'],
    ['Boken på bordet är min.', 'The book on the table is mine.'],
    ['Meddela oss om ditt barn har feber.', 'Inform us if your child has a temperature.'],
    ['Om du inte håller med om beslutet kan du överklaga.', "If you don't agree with the decision, you can appeal."],
    ['Det är kallt ute, ta på dig jackan.', "It's cold out, put on your jacket."],
    // det + s-passive + indefinite noun phrase; headless quantifiers and adjectives are people; comparatives after a verb
    ['Det väntas snö i norr.', 'Snow is expected in north.'],
    ['Det serveras kaffe efter mötet.', 'Coffee is served after the meeting.'],
    ['Fler arbetar hemifrån.', 'More people work from home.'],
    ['Fler unga väljer att studera vidare.', 'More young people choose to study further.'],
    ['De unga flyttar.', 'The young people move.'],
    ['Kan du prata lite långsammare?', 'Can you talk a little more slowly?'],
    ['Hon springer snabbare än jag.', 'She runs faster than me.'],
    ['Låt ditt barn stanna hemma.', 'Let your child stay at home.'],
    ['Många unga saknar jobb.', 'Many young people lack jobs.'],
    ['Vi har öppet som vanligt i helgen.', 'We are open as usual this weekend.'],
    // vem as subject, det before a superlative, wh-determiner + activity, particle i before a place, senses by cue
    ['Vem vann matchen?', 'Who won the match?'],
    ['Vem såg du?', 'Who did you see?'],
    ['Det här är det bästa jag har ätit.', 'This is the best I have eaten.'],
    ['Vilken film tittar ni på?', 'Which film are you watching?'],
    ['Vi satt i köket och pratade.', 'We sat in the kitchen and talked.'],
    ['Han är den bästa i klassen.', 'He is the best in the class.'],
    ['Det är min tur.', 'It is my turn.'],
    ['Är du säker på det?', 'Are you sure about it?'],
    ['Hon pratar tre språk.', 'She speaks three languages.'],
    // relative clauses (som heter, där), a leading subordinate clause without comma, imperative after one
    ['Jag har en katt som heter Misse.', 'I have a cat that is called Misse.'],
    ['Det här är staden där jag föddes.', 'This is the town where I was born.'],
    ['Det var någon som ringde.', 'It was someone who called.'],
    ['Fast det var kallt badade vi.', 'Although it was cold, we bathed.'],
    ['Innan du går, stäng fönstret.', 'Before you go, close the window.'],
    ['Han gifte sig med henne förra året.', 'He married her last year.'],
    ['Vi har inte setts på länge.', "We haven't met in a long time."],
    ['Sätt dig ner.', 'Sit down.'],
    // conditions read like questions (any), age after a noun, vehicles leave, recipes add
    ['Hör av dig om du har några frågor.', 'Get in touch if you have any questions.'],
    ['Barn under 7 år åker gratis.', 'Children under 7 years go free.'],
    ['Tåget avgår 07.45.', 'The train leaves at 07:45.'],
    ['Tillsätt 2 dl mjölk.', 'Add 2 dl milk.'],
    // work on one definite thing in the present passive is ongoing; a habit or a time ahead is not
    ['Vägen repareras.', 'The road is being repaired.'],
    ['Bilen tvättas varje vecka.', 'The car is washed every week.'],
    ['Maten serveras varm.', 'The food is served warm.'],
    ['Eftersom bussen var sen kom jag för sent.', 'Since the bus was late, I came too late.'],
  ])('%s → %s', (source, english) => {
    expect(sv(source)).toBe(english);
  });
});
