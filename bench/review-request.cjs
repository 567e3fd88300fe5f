// autocannon setupRequest for POST /api/flashcards/{id}/review, loaded inside autocannon's worker thread:
// rotates through the seeded card ids listed in the JSON file named by BENCH_CARD_IDS_FILE.
const fs = require('node:fs');

const ids = JSON.parse(fs.readFileSync(process.env.BENCH_CARD_IDS_FILE, 'utf8'));
let next = Math.floor(Math.random() * ids.length);

module.exports = (request) => {
  next = (next + 1) % ids.length;
  return { ...request, path: `/api/flashcards/${ids[next]}/review` };
};
