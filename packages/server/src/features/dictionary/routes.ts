import { type DictionaryResponse, dictionaryQuerySchema } from '@swedish-translator/contracts';
import type { FastifyInstance } from 'fastify';
import { DictionaryService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    dictionary: DictionaryService;
  }
}

/**
 * GET /api/dictionary?word=&from=sv|en — open to visitors, limited per client like /translate-text
 * (RATE_LIMIT_DICTIONARY_PER_MINUTE). Needs the client limits registered first.
 */
export function registerDictionary(app: FastifyInstance): void {
  const service = new DictionaryService({ log: app.log });
  app.decorate('dictionary', service);
  // Load the lexicon after the server is listening, off the start-up path (about 150 ms of CPU).
  app.addHook('onListen', async () => {
    setImmediate(() => service.warm());
  });
  app.get(
    '/api/dictionary',
    { config: { public: true }, onRequest: app.clientLimits.dictionary },
    async (request): Promise<DictionaryResponse> => {
      const { word, from } = dictionaryQuerySchema.parse(request.query);
      return { success: true, entries: service.lookup(word, from) };
    },
  );
}
