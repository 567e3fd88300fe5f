import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import { strToU8, zipSync } from 'fflate';

/**
 * Anki package (.apkg) writer: a zip holding `collection.anki2` (an Anki collection in schema 11, the format every
 * Anki since 2.1 imports, as genanki writes it) and an empty `media` map. One deck named after the collection, one
 * note type "Swedish Translator" with the fields Front, Back and Example, one new card per flashcard.
 *
 * Why not a package library: anki-apkg-export, the maintained npm one, has only Front and Back fields, and its
 * bundled sql.js 0.5 (asm.js, a fixed 16 MB heap) aborts the process beyond about 100 cards and installs
 * process-wide exception handlers (measured, see docs/architecture.md). better-sqlite3 is already the server's
 * SQLite driver, and fflate writes the zip.
 */

export interface ApkgCard {
  id: string;
  front_text: string;
  back_text: string;
  example_sentence: string | null;
}

/** Fixed, so cards exported twice share one note type in Anki instead of piling up copies of it. */
const MODEL_ID = 1_730_000_000_014;
const MODEL_NAME = 'Swedish Translator';
const FIELD_SEPARATOR = '\x1f';

const SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

const field = (name: string, ord: number) => ({
  name,
  ord,
  font: 'Arial',
  media: [],
  rtl: false,
  size: 20,
  sticky: false,
});

function model(deckId: number, modSeconds: number) {
  return {
    id: MODEL_ID,
    name: MODEL_NAME,
    type: 0,
    mod: modSeconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    tags: [],
    vers: [],
    flds: [field('Front', 0), field('Back', 1), field('Example', 2)],
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: '{{Front}}',
        afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}\n\n{{#Example}}<div class="example">{{Example}}</div>{{/Example}}',
        bqfmt: '',
        bafmt: '',
        did: null,
      },
    ],
    css: '.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }\n.example { margin-top: 1em; font-size: 16px; font-style: italic; }\n',
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    req: [[0, 'any', [0]]],
  };
}

function deck(id: number, name: string, modSeconds: number) {
  return {
    id,
    name,
    desc: '',
    mod: modSeconds,
    usn: -1,
    collapsed: false,
    conf: 1,
    dyn: 0,
    extendNew: 10,
    extendRev: 50,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

const COLLECTION_CONFIG = {
  activeDecks: [1],
  addToCur: true,
  collapseTime: 1200,
  curDeck: 1,
  dueCounts: true,
  estTimes: true,
  newBury: true,
  newSpread: 0,
  sortBackwards: false,
  sortType: 'noteFld',
  timeLim: 0,
};

const DECK_CONFIG = {
  id: 1,
  name: 'Default',
  mod: 0,
  usn: 0,
  autoplay: true,
  replayq: true,
  timer: 0,
  maxTaken: 60,
  new: { bury: true, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 7], order: 1, perDay: 20, separate: true },
  rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 100 },
  lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
};

/** Anki fields are HTML: the card's plain text is escaped, its line breaks become <br>. */
export function textToAnkiHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('hex');

/** A positive id below 2^53 derived from a string: the same collection exports to the same Anki deck id. */
function stableId(text: string): number {
  return 1_000_000_000 + (Number.parseInt(sha1(text).slice(0, 12), 16) % 1_000_000_000_000);
}

/** The .apkg bytes for one collection's cards. `now` stamps the modification times and the note/card ids. */
export function buildApkg(collection: { id: string; name: string }, cards: ApkgCard[], now: Date): Buffer {
  const nowMs = now.getTime();
  const nowSeconds = Math.floor(nowMs / 1000);
  const deckId = stableId(collection.id);
  const db = new SQLite(':memory:');
  try {
    db.exec(SCHEMA);
    db.prepare('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)').run(
      nowSeconds - (nowSeconds % 86_400),
      nowMs,
      nowMs,
      JSON.stringify({ ...COLLECTION_CONFIG, curModel: String(MODEL_ID), nextPos: cards.length + 1 }),
      JSON.stringify({ [MODEL_ID]: model(deckId, nowSeconds) }),
      JSON.stringify({ 1: deck(1, 'Default', nowSeconds), [deckId]: deck(deckId, collection.name, nowSeconds) }),
      JSON.stringify({ 1: DECK_CONFIG }),
      '{}',
    );
    const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
    db.transaction(() => {
      cards.forEach((card, index) => {
        const front = textToAnkiHtml(card.front_text);
        const fields = [front, textToAnkiHtml(card.back_text), textToAnkiHtml(card.example_sentence ?? '')];
        const noteId = nowMs + index;
        // guid from the card's id: importing a later export again updates these notes instead of duplicating them.
        const guid = sha1(card.id).slice(0, 10);
        const checksum = Number.parseInt(sha1(card.front_text).slice(0, 8), 16);
        insertNote.run(noteId, guid, MODEL_ID, nowSeconds, fields.join(FIELD_SEPARATOR), front, checksum);
        insertCard.run(noteId, noteId, deckId, nowSeconds, index + 1);
      });
    })();
    const collectionFile = db.serialize();
    const zip = zipSync({ 'collection.anki2': collectionFile, media: strToU8('{}') });
    return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  } finally {
    db.close();
  }
}
