import type { ExportFormat, ImportPreviewRow, ImportResponse } from '@swedish-translator/contracts';
import { CARD_IO_LIMITS, MESSAGES } from '@swedish-translator/core';
import contentDisposition from 'content-disposition';
import type { DatabaseHandle } from '../../db/database.js';
import { orderedId } from '../../db/ordered-id.js';
import { buildApkg } from './export-apkg.js';
import { cardsAndReviewsZip, cardsCsv } from './export-csv.js';
import { type ImportRow, parseImportFile } from './import-parse.js';
import * as io from './io-repository.js';
import * as repo from './repository.js';
import { collectionNotFound, normaliseId } from './service.js';

export interface ExportFile {
  contentType: string;
  contentDisposition: string;
  body: string | Buffer;
}

export interface ImportOutcome {
  status: 200 | 400 | 413 | 415;
  body: ImportResponse;
}

/** `Svenska: öl & mat` → `Svenska öl mat.csv`, with an ASCII fallback and the UTF-8 name (RFC 5987/6266). */
export function attachmentHeader(name: string, extension: string): string {
  const base =
    name
      .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'collection';
  const ascii = base
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_');
  return contentDisposition(`${base}.${extension}`, { fallback: `${ascii}.${extension}` });
}

const pairKey = (card: { front_text: string; back_text: string }) => `${card.front_text}\u001f${card.back_text}`;

/** Export and import of one collection's cards. `now` is injectable for tests. */
export class CardTransferService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.database.db;
  }

  private async ownCollection(userId: string, rawId: string) {
    const id = normaliseId(rawId, MESSAGES.collectionNotFound);
    const collection = await repo.findCollection(this.db, userId, id);
    if (!collection) throw collectionNotFound();
    return collection;
  }

  async exportCollection(
    userId: string,
    rawId: string,
    options: { format: ExportFormat; include?: 'reviews' },
  ): Promise<ExportFile> {
    const collection = await this.ownCollection(userId, rawId);
    const cards = await repo.listFlashcards(this.db, userId, collection.id);
    if (options.format === 'apkg') {
      return {
        contentType: 'application/octet-stream',
        contentDisposition: attachmentHeader(collection.name, 'apkg'),
        body: buildApkg(collection, cards, this.now()),
      };
    }
    if (options.include === 'reviews') {
      const reviews = await io.listCollectionReviews(this.db, userId, collection.id);
      return {
        contentType: 'application/zip',
        contentDisposition: attachmentHeader(collection.name, 'zip'),
        body: cardsAndReviewsZip(cards, reviews),
      };
    }
    return {
      contentType: 'text/csv; charset=utf-8',
      contentDisposition: attachmentHeader(collection.name, 'csv'),
      body: cardsCsv(cards),
    };
  }

  /**
   * Imports a CSV/TSV file into a collection. Duplicates (same front and back as a card already there, or as an
   * earlier row) are skipped. Any row with an error blocks the whole import: nothing is written and every error
   * is listed, so a file is never half-imported. Otherwise every new card is written in one transaction.
   * With `dryRun` nothing is written either way: the reply is the preview the web shows before confirming.
   */
  async importCards(userId: string, rawId: string, file: Buffer, dryRun: boolean): Promise<ImportOutcome> {
    const collection = await this.ownCollection(userId, rawId);
    const parsed = parseImportFile(file);
    const reply = (status: ImportOutcome['status'], body: Partial<ImportResponse>): ImportOutcome => ({
      status,
      body: { success: false, dry_run: dryRun, imported: 0, skipped: 0, errors: [], preview: [], ...body },
    });
    if ('problem' in parsed) {
      const { status, message, line } = parsed.problem;
      return reply(status, { error: message, errors: line === undefined ? [] : [{ line, error: message }] });
    }
    const lock = this.database.dialect === 'postgres';
    return this.db.transaction().execute(async (trx) => {
      // Locked for the import: a concurrent delete of the collection waits, or has happened (404), never a 500.
      if (!(await repo.findCollection(trx, userId, collection.id, lock))) throw collectionNotFound();
      const existing = new Set((await io.listCardTexts(trx, userId, collection.id)).map(pairKey));
      const fresh: ImportRow[] = [];
      const preview: ImportPreviewRow[] = [];
      for (const row of parsed.rows) {
        const key = pairKey(row);
        const duplicate = existing.has(key);
        existing.add(key);
        if (!duplicate) fresh.push(row);
        if (preview.length < CARD_IO_LIMITS.importPreviewRows) preview.push({ ...row, duplicate });
      }
      const counts = { skipped: parsed.rows.length - fresh.length, errors: parsed.errors, preview };
      if (parsed.errors.length > 0) {
        // A dry run still counts the valid new rows, so the preview can say what the fixed file would bring.
        const imported = dryRun ? fresh.length : 0;
        return reply(dryRun ? 200 : 400, {
          ...counts,
          imported,
          error: MESSAGES.importHasErrors(parsed.errors.length),
        });
      }
      if (!dryRun) {
        // One millisecond apart, ending now: the cards keep the file's order and are all due at once.
        const end = this.now().getTime();
        const cards = fresh.map((row, index) => ({
          id: orderedId(),
          collection_id: collection.id,
          user_id: userId,
          front_text: row.front_text,
          back_text: row.back_text,
          example_sentence: row.example_sentence,
          created_at: new Date(end - (fresh.length - 1 - index)).toISOString(),
        }));
        await io.insertFlashcards(trx, userId, collection.id, cards);
      }
      return reply(200, { ...counts, success: true, imported: fresh.length });
    });
  }
}
