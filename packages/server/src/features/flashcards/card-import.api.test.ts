import { expect, it } from 'vitest';
import { describeFlashcardsApi, type Headers } from '../../test/flashcards-api.js';
import { multipart } from '../../test/multipart.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describeFlashcardsApi('importing cards from CSV and TSV', (world) => {
  async function upload(
    collectionId: string,
    file: string | Buffer,
    options: { headers?: Headers; query?: string } = {},
  ) {
    const { app, alice } = world();
    const body = multipart([{ name: 'file', value: file, filename: 'cards.csv', contentType: 'text/csv' }]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/collections/${collectionId}/import${options.query ?? ''}`,
      headers: { ...(options.headers ?? alice), ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function cards(collectionId: string) {
    const res = await world().call('GET', `/api/collections/${collectionId}/flashcards`, world().alice);
    return res.body.flashcards.map((f: { front_text: string; back_text: string; example_sentence: string | null }) =>
      [f.front_text, f.back_text, f.example_sentence ?? ''].join('|'),
    );
  }

  const count = async (collectionId: string) => {
    const res = await world().call('GET', '/api/collections', world().alice);
    return res.body.collections.find((c: { id: string }) => c.id === collectionId).flashcard_count;
  };

  it('our own CSV export of text a spreadsheet would run as a formula: prefixed with an apostrophe, imported back as typed', async () => {
    const { app, alice, createCollection, addCard } = world();
    const from = await createCollection(alice, 'Formulas');
    const texts = [
      ['=HYPERLINK("http://example.com","klicka")', '+46 70 123 45 67', "-2+3+cmd|' /C calc'!A0"],
      ['@SUM(A1:A2)', '-ing', "'apostrof"],
    ];
    for (const [front_text, back_text, example_sentence] of texts)
      await addCard(alice, from.id, { front_text, back_text, example_sentence });
    const exported = await app.inject({
      method: 'GET',
      url: `/api/collections/${from.id}/export?format=csv`,
      headers: alice,
    });
    const lines = exported.body.split('\r\n');
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/example\.com"",""klicka""\)",'\+46 70 123 45 67,'-2\+3\+cmd/);
    expect(lines[2]).toMatch(/^'@SUM\(A1:A2\),'-ing,'apostrof,/);
    const to = await createCollection(alice, 'Formulas back');
    expect((await upload(to.id, exported.body)).status).toBe(200);
    expect((await cards(to.id)).sort()).toEqual(texts.map((row) => row.join('|')).sort());
  });

  it.each([
    ['CSV with a header', 'front,back,example\r\nhej,hello,Hej på dig!\r\n"tack, så mycket",thanks\r\n'],
    ['CSV without a header, BOM', '\uFEFFhej,hello,Hej på dig!\n"tack, så mycket",thanks,\n'],
    ['TSV', 'hej\thello\tHej på dig!\ntack, så mycket\tthanks\n'],
    ['semicolons (Excel)', 'hej;hello;Hej på dig!\r\ntack, så mycket;thanks\r\n'],
    [
      'Anki Notes in Plain Text',
      '#separator:tab\n#html:true\n#tags column:4\nhej\thello\tHej <b>på</b> dig!\tverb\ntack, så mycket\tthanks\t\t\n',
    ],
    [
      'our own CSV export',
      'front_text,back_text,example_sentence,review_count,difficulty_level,last_reviewed,next_review\r\n' +
        'hej,hello,Hej på dig!,1,2,2026-01-01T00:00:00.000Z,2026-01-02T00:00:00.000Z\r\n"tack, så mycket",thanks,,0,,,\r\n',
    ],
  ])('imports %s', async (_name, file) => {
    const c = await world().createCollection(world().alice, 'Import');
    const res = await upload(c.id, file);
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        dry_run: false,
        imported: 2,
        skipped: 0,
        errors: [],
        preview: [
          {
            line: expect.any(Number),
            front_text: 'hej',
            back_text: 'hello',
            example_sentence: 'Hej på dig!',
            duplicate: false,
          },
          {
            line: expect.any(Number),
            front_text: 'tack, så mycket',
            back_text: 'thanks',
            example_sentence: null,
            duplicate: false,
          },
        ],
      },
    });
    expect(await cards(c.id)).toEqual(['hej|hello|Hej på dig!', 'tack, så mycket|thanks|']);
    expect(await count(c.id)).toBe(2);
    // Imported cards are new: due at once, searchable.
    const due = await world().call('GET', `/api/flashcards/due?collection_id=${c.id}`, world().alice);
    expect(due.body.flashcards).toHaveLength(2);
    const found = await world().call('GET', `/api/collections/${c.id}/flashcards?q=sa%20MYCKET`, world().alice);
    expect(found.body.flashcards).toHaveLength(1);
  });

  it('skips duplicates already in the collection and within the file', async () => {
    const { alice, createCollection, addCard, clock } = world();
    const c = await createCollection(alice, 'Dupes');
    await addCard(alice, c.id, { front_text: 'hej', back_text: 'hello' });
    clock.now = new Date(clock.now.getTime() + 60_000);
    const res = await upload(c.id, 'hej,hello\nhej,hi\nhej,hi\nnej,no\n');
    expect(res.body).toMatchObject({ success: true, imported: 2, skipped: 2, errors: [] });
    expect(res.body.preview.map((p: { duplicate: boolean }) => p.duplicate)).toEqual([true, false, true, false]);
    expect(await cards(c.id)).toEqual(['hej|hello|', 'hej|hi|', 'nej|no|']);
    expect(await count(c.id)).toBe(3);
  });

  it('a dry run previews and writes nothing', async () => {
    const c = await world().createCollection(world().alice, 'Dry');
    const rows = Array.from({ length: 8 }, (_, i) => `ord ${i},word ${i}`).join('\n');
    const res = await upload(c.id, rows, { query: '?dry_run=true' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, dry_run: true, imported: 8, skipped: 0, errors: [] });
    expect(res.body.preview).toHaveLength(5);
    expect(res.body.preview[4]).toEqual({
      line: 5,
      front_text: 'ord 4',
      back_text: 'word 4',
      example_sentence: null,
      duplicate: false,
    });
    expect(await cards(c.id)).toEqual([]);
  });

  it('rows with errors block the import: every error by line, nothing written', async () => {
    const c = await world().createCollection(world().alice, 'Errors');
    const file = [
      'ok,fine',
      'only front',
      ',no front',
      '"multi',
      'line",back',
      `${'x'.repeat(1001)},b`,
      'a,b,c,d',
      ' , ',
    ].join('\n');
    const expected = [
      { line: 2, error: 'Front text and back text are required' },
      { line: 3, error: 'Front text and back text are required' },
      { line: 6, error: 'front_text must be at most 1000 characters' },
      { line: 7, error: 'Too many columns: expected front, back and an optional example' },
      { line: 8, error: 'Front text and back text are required' },
    ];
    const res = await upload(c.id, file);
    expect(res).toMatchObject({
      status: 400,
      body: {
        success: false,
        imported: 0,
        skipped: 0,
        errors: expected,
        error: 'Nothing was imported: 5 rows have errors',
      },
    });
    const preview = await upload(c.id, file, { query: '?dry_run=1' });
    expect(preview).toMatchObject({
      status: 200,
      body: { success: false, dry_run: true, imported: 2, errors: expected },
    });
    expect(preview.body.preview[1]).toMatchObject({ line: 4, front_text: 'multi\nline', back_text: 'back' });
    expect(await cards(c.id)).toEqual([]);
    expect(await count(c.id)).toBe(0);
  });

  it.each([
    [
      'a PNG image',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      415,
      'The file is not a text file: choose a CSV or TSV file',
      undefined,
    ],
    [
      'UTF-16 text',
      Buffer.from('\uFEFFhej,hello\n', 'utf16le'),
      415,
      'The file is not a text file: choose a CSV or TSV file',
      undefined,
    ],
    [
      'Latin-1 text',
      Buffer.from('hej,hello\nsmörgås,sandwich\n', 'latin1'),
      400,
      'Line 2: The file is not UTF-8 text: save it as UTF-8 (CSV UTF-8) and try again',
      2,
    ],
    ['an empty file', Buffer.from('\n\n'), 400, 'The file has no cards', undefined],
    ['a header only', Buffer.from('front,back\n'), 400, 'The file has no cards', undefined],
    ['an unclosed quote', Buffer.from('a,b\n"c,d\n'), 400, expect.stringMatching(/^Line 2: Quote Not Closed/), 2],
  ])('refuses %s', async (_name, file, status, error, line) => {
    const c = await world().createCollection(world().alice, 'Refused');
    const res = await upload(c.id, file);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, imported: 0, error });
    if (line !== undefined) expect(res.body.errors).toEqual([{ line, error }]);
    expect(await cards(c.id)).toEqual([]);
  });

  it('refuses more than 5,000 rows and more than 2 MB with 413', async () => {
    const c = await world().createCollection(world().alice, 'Big');
    const rows = Array.from({ length: 5001 }, (_, i) => `f${i},b${i}`).join('\n');
    expect(await upload(c.id, rows)).toMatchObject({
      status: 413,
      body: { success: false, error: 'The file has too many rows (max 5,000)' },
    });
    const big = `${'a,'.padEnd(1000, 'b')}\n`.repeat(2200);
    expect(await upload(c.id, big)).toEqual({
      status: 413,
      body: { success: false, error: 'The file is too large (max 2 MB)' },
    });
    expect(await cards(c.id)).toEqual([]);
  });

  it('needs exactly one file part', async () => {
    const { app, alice, createCollection } = world();
    const c = await createCollection(alice, 'Parts');
    const url = `/api/collections/${c.id}/import`;
    const none = multipart([{ name: 'note', value: 'x' }]);
    const noFile = await app.inject({
      method: 'POST',
      url,
      headers: { ...alice, ...none.headers },
      payload: none.payload,
    });
    expect(noFile.json()).toEqual({ success: false, error: 'Please choose a CSV or TSV file to import' });
    const two = multipart([
      { name: 'file', value: 'a,b', filename: 'a.csv' },
      { name: 'file', value: 'c,d', filename: 'b.csv' },
    ]);
    const twoFiles = await app.inject({
      method: 'POST',
      url,
      headers: { ...alice, ...two.headers },
      payload: two.payload,
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({ success: false, error: 'Please import one file at a time' });
    const json = await app.inject({ method: 'POST', url, headers: alice, payload: { file: 'a,b' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ success: false, error: 'Please choose a CSV or TSV file to import' });
    const badQuery = await upload(c.id, 'a,b', { query: '?dry_run=maybe' });
    expect(badQuery).toEqual({ status: 400, body: { success: false, error: 'dry_run must be true or false' } });
  });

  it('another user’s, a missing or a malformed collection answers 404 and writes nothing', async () => {
    const { alice, bob, createCollection } = world();
    const c = await createCollection(alice, 'Mine');
    expect(await upload(c.id, 'a,b', { headers: bob })).toEqual({
      status: 404,
      body: { success: false, error: 'Collection not found' },
    });
    expect((await upload(MISSING, 'a,b')).status).toBe(404);
    expect((await upload('nope', 'a,b')).status).toBe(404);
    expect(await cards(c.id)).toEqual([]);
    const { app } = world();
    const body = multipart([{ name: 'file', value: 'a,b', filename: 'a.csv' }]);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/collections/${c.id}/import`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
