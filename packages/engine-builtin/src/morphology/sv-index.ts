import type { Lexicon, VerbEntry } from '../lexicon/types.js';
import { type FormSink, formsOf, type SvAnalysis, type SvEntry, type SvIndex } from './sv-forms.js';

/*
 * The Swedish form index is built on demand. Storing every inflected form of the lexicon (~100,000 forms, ~120,000
 * analyses) took a third of the engine's load time and most of its garbage collection. Instead, a form is looked up
 * by the lemma keys it can come from: the form cut by up to MAX_CUT letters, optionally plus a dropped -a or -e
 * (dagarna → dag, flickor → flicka, pojkar → pojke, läses → läsa), and the entries found there are asked which of
 * their forms it is. The forms no such key leads to (gick → gå, böcker → bok, skrevs → skriva, vore → vara) are
 * found by one scan at load and kept in a small table. Answers are kept, so each form is worked out once.
 */
const MAX_CUT = 6;
const ENDINGS = ['', 'a', 'e'];
/** Words known not to be Swedish forms are remembered up to this many, then forgotten together. */
const MAX_MISSING = 50_000;

/** The lemma keys a lower-case form is looked for under. */
function stemsOf(form: string): string[] {
  const out: string[] = [];
  for (let cut = 0; cut <= MAX_CUT && cut < form.length; cut++) {
    const stem = form.slice(0, form.length - cut);
    for (const end of ENDINGS) {
      const key = stem + end;
      if (!out.includes(key)) out.push(key);
    }
  }
  return out;
}

/** Whether `stemsOf(form)` contains `key`, without building the list. */
function reachable(form: string, key: string): boolean {
  for (const end of ENDINGS) {
    const stem = key.length - end.length;
    const cut = form.length - stem;
    if (stem < 1 || cut < 0 || cut > MAX_CUT || !key.endsWith(end)) continue;
    let same = true;
    for (let i = 0; i < stem && same; i++) same = form.charCodeAt(i) === key.charCodeAt(i);
    if (same) return true;
  }
  return false;
}

/** Verbs by their verb word (tycka → tycka, tycka om), the key their forms are looked up under. */
function verbsByInf(lex: Lexicon): Map<string, VerbEntry[]> {
  const out = new Map<string, VerbEntry[]>();
  for (const list of lex.verbs.values()) {
    for (const e of list) {
      const same = out.get(e.inf);
      if (same) same.push(e);
      else out.set(e.inf, [e]);
    }
  }
  return out;
}

/** Forms whose entry `stemsOf` does not reach, each with those entries in index order. */
function irregularForms(lex: Lexicon): Map<string, SvEntry[]> {
  const out = new Map<string, SvEntry[]>();
  let key = '';
  let entry: SvEntry | null = null;
  const sink: FormSink = {
    want(form) {
      if (!form || form.includes(' ')) return false;
      const lower = form.toLowerCase();
      if (reachable(lower, key)) return false;
      const list = out.get(lower);
      if (!list) out.set(lower, [entry!]);
      else if (list.at(-1) !== entry) list.push(entry!);
      return false;
    },
    take() {},
  };
  // Plain loops: this runs once per load over every entry, before the code is optimised.
  for (const [k, list] of lex.nouns) {
    key = k;
    for (entry of list) formsOf(entry, lex, sink);
  }
  for (const list of lex.verbs.values()) {
    for (entry of list) {
      key = entry.inf;
      formsOf(entry, lex, sink);
    }
  }
  for (const [k, list] of lex.adjectives) {
    key = k;
    for (entry of list) formsOf(entry, lex, sink);
  }
  for (const [k, list] of lex.words) {
    key = k;
    for (entry of list) formsOf(entry, lex, sink);
  }
  return out;
}

/** Each entry's position in index order, which breaks ties of rank. */
function indexOrder(lex: Lexicon): Map<SvEntry, number> {
  const order = new Map<SvEntry, number>();
  for (const list of lex.nouns.values()) for (const e of list) order.set(e, order.size);
  for (const list of lex.verbs.values()) for (const e of list) order.set(e, order.size);
  for (const list of lex.adjectives.values()) for (const e of list) order.set(e, order.size);
  for (const list of lex.words.values()) for (const e of list) order.set(e, order.size);
  return order;
}

interface Hit {
  a: SvAnalysis;
  /** The entry whose forms gave it (a verb for its present participle read as an adjective). */
  source: SvEntry;
}

/** Collects the analyses of one form from the entries it is shown (a class: no closures made per look-up). */
class FormHits implements FormSink {
  readonly hits: Hit[] = [];
  private source: SvEntry | null = null;

  constructor(
    private readonly form: string,
    private readonly lex: Lexicon,
  ) {}

  visit(list: readonly SvEntry[] | undefined): void {
    if (!list) return;
    for (const e of list) {
      this.source = e;
      formsOf(e, this.lex, this);
    }
  }

  want(f: string | null): boolean {
    return f !== null && !f.includes(' ') && f.toLowerCase() === this.form;
  }

  take(a: SvAnalysis): void {
    this.hits.push({ a, source: this.source! });
  }
}

class LazySvIndex implements SvIndex {
  private readonly found = new Map<string, SvAnalysis[]>();
  private readonly missing = new Set<string>();
  private readonly verbs: Map<string, VerbEntry[]>;
  private readonly irregular: Map<string, SvEntry[]>;
  /** Built the first time two entries of the same rank analyse one form. */
  private order: Map<SvEntry, number> | null = null;

  constructor(private readonly lex: Lexicon) {
    this.verbs = verbsByInf(lex);
    this.irregular = irregularForms(lex);
  }

  get(form: string): SvAnalysis[] | undefined {
    const known = this.found.get(form);
    if (known || this.missing.has(form)) return known;
    const analyses = this.analyse(form);
    if (analyses.length) {
      this.found.set(form, analyses);
      return analyses;
    }
    if (this.missing.size >= MAX_MISSING) this.missing.clear();
    this.missing.add(form);
    return undefined;
  }

  has(form: string): boolean {
    return this.get(form) !== undefined;
  }

  private analyse(form: string): SvAnalysis[] {
    const found = new FormHits(form, this.lex);
    for (const key of stemsOf(form)) {
      found.visit(this.lex.nouns.get(key));
      found.visit(this.verbs.get(key));
      found.visit(this.lex.adjectives.get(key));
      found.visit(this.lex.words.get(key));
    }
    found.visit(this.irregular.get(form));
    const hits = found.hits;
    if (hits.length === 1) return [hits[0]!.a];
    // The order a full index had: by rank, ties in index order (the sort is stable within one entry).
    hits.sort((x, y) => x.a.entry.rank - y.a.entry.rank || this.compareOrder(x.source, y.source));
    return hits.map((h) => h.a);
  }

  private compareOrder(x: SvEntry, y: SvEntry): number {
    if (x === y) return 0;
    this.order ??= indexOrder(this.lex);
    return this.order.get(x)! - this.order.get(y)!;
  }
}

export function buildSvIndex(lex: Lexicon): SvIndex {
  return new LazySvIndex(lex);
}

/** Every form with all its analyses, built at once: the reference the on-demand index is tested against. */
export function buildFullSvIndex(lex: Lexicon): Map<string, SvAnalysis[]> {
  const index = new Map<string, SvAnalysis[]>();
  let form = '';
  const sink: FormSink = {
    want(f) {
      if (!f || f.includes(' ')) return false;
      form = f.toLowerCase();
      return true;
    },
    take(a) {
      const list = index.get(form);
      if (list) list.push(a);
      else index.set(form, [a]);
    },
  };
  for (const list of lex.nouns.values()) for (const e of list) formsOf(e, lex, sink);
  for (const list of lex.verbs.values()) for (const e of list) formsOf(e, lex, sink);
  for (const list of lex.adjectives.values()) for (const e of list) formsOf(e, lex, sink);
  for (const list of lex.words.values()) for (const e of list) formsOf(e, lex, sink);
  for (const list of index.values()) list.sort((a, b) => a.entry.rank - b.entry.rank);
  return index;
}

/** Analyses of a lower-case Swedish word, including the possessive -s of nouns (Annas, bilens). */
export function analyzeSv(index: SvIndex, word: string): SvAnalysis[] {
  const direct = index.get(word) ?? [];
  if (word.length > 3 && word.endsWith('s') && !direct.some((a) => a.pos === 'noun' || a.pos === 'word')) {
    const gen = (index.get(word.slice(0, -1)) ?? []).filter((a) => a.pos === 'noun');
    if (gen.length) return [...direct, ...gen.map((a) => ({ ...a, gen: true }) as SvAnalysis)];
  }
  return direct;
}
