import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** Authorities named after any place, on the real lexicon: team-written cases, other places than the probes'. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('X tingsrätt, X universitet, Länsstyrelsen i X, Förvaltningsrätten i X', () => {
  it.each([
    ['Målet prövas av Norrköpings tingsrätt.', /^The case is (tried|heard) by Norrköping District Court\.$/],
    ['Han forskar vid Karlstads universitet.', /Karlstad University/],
    ['Hon jobbar på Örebro universitet.', /^She works at Örebro University\.$/],
    ['Länsstyrelsen i Jämtlands län har fattat beslut.', /^The County Administrative Board of Jämtland has made/],
    ['Förvaltningsrätten i Luleå avslog överklagandet.', /^The Administrative Court in Luleå rejected the appeal\.$/],
    ['Göta hovrätt ändrade domen.', /^Göta Court of Appeal changed the (sentence|judgment|verdict)\.$/],
    ['Växjö kommun stängde badhuset.', /^Växjö Municipality closed/],
    ['Kammarrätten i Sundsvall avslog överklagandet.', /^The Administrative Court of Appeal in Sundsvall rejected/],
    ['Han läser vid Högskolan i Gävle.', /the University of Gävle\.$/],
  ])('sv→en %s', (src, want) => {
    expect(sv(src)).toMatch(want);
  });

  it.each([
    ['The case was heard by Falun District Court.', /Faluns? tingsrätt/],
    ['He studies at Linköping University.', /^Han studerar (på|vid) Linköpings universitet\.$/],
    ['Contact the County Administrative Board of Halland.', /^Kontakta Länsstyrelsen i Halland\.$/],
    ['The Administrative Court of Appeal in Jönköping decided.', /^Kammarrätten i Jönköping/],
    [
      'The Administrative Court in Umeå rejected the appeal.',
      /^Förvaltningsrätten i Umeå (avslog|avvisade) överklagandet\.$/,
    ],
  ])('en→sv %s', (src, want) => {
    expect(en(src)).toMatch(want);
  });

  it('leaves the bare institution to names-institutions.tsv', () => {
    expect(sv('Kontakta Länsstyrelsen.')).toMatch(/County Administrative Board/);
    expect(sv('Tingsrätten dömde honom.')).toMatch(/district court/i);
  });
});
