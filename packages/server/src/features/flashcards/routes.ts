import {
  createCollectionBody,
  createFlashcardBody,
  dueFlashcardsQuery,
  flashcardListQuery,
  idParams,
  reviewFlashcardBody,
  updateCollectionBody,
  updateFlashcardBody,
} from '@swedish-translator/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCardTransferRoutes } from './io-routes.js';
import { presentCollection, presentFlashcard } from './presenter.js';
import { responseSchemas } from './response-schemas.js';
import { FlashcardsService } from './service.js';

/** /api/collections and /api/flashcards: authenticate, validate, call one service, present. */
export function registerFlashcardRoutes(app: FastifyInstance, options: { now?: () => Date } = {}): void {
  const service = new FlashcardsService(app.database, options.now);
  const auth = (response: object) => ({ preHandler: app.authenticate, schema: { response } });
  // Export and import live in their own plugin scope (multipart limits); Fastify loads it before listening.
  app.register((scope) => registerCardTransferRoutes(scope, options));

  app.get('/api/collections', auth(responseSchemas.collections), async (request) => {
    const rows = await service.listCollections(request.user.id);
    return { success: true, collections: rows.map(presentCollection) };
  });

  app.post('/api/collections', auth(responseSchemas.collection), async (request, reply) => {
    const input = createCollectionBody.parse(request.body);
    const row = await service.createCollection(request.user.id, input);
    return reply.status(201).send({ success: true, collection: presentCollection(row) });
  });

  app.patch('/api/collections/:id', auth(responseSchemas.collectionUpdated), async (request) => {
    const { id } = idParams.parse(request.params);
    const input = updateCollectionBody.parse(request.body);
    const row = await service.updateCollection(request.user.id, id, input);
    return { success: true, collection: presentCollection(row) };
  });

  app.delete('/api/collections/:id', auth(responseSchemas.success), async (request) => {
    const { id } = idParams.parse(request.params);
    await service.deleteCollection(request.user.id, id);
    return { success: true };
  });

  app.get('/api/collections/:id/flashcards', auth(responseSchemas.flashcards), async (request) => {
    const { id } = idParams.parse(request.params);
    const query = flashcardListQuery.parse(request.query);
    const rows = await service.listFlashcards(request.user.id, id, query);
    return { success: true, flashcards: rows.map(presentFlashcard) };
  });

  app.post('/api/collections/:id/flashcards', auth(responseSchemas.flashcardCreated), async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const input = createFlashcardBody.parse(request.body);
    const row = await service.createFlashcard(request.user.id, id, input);
    return reply.status(201).send({ success: true, flashcard: presentFlashcard(row) });
  });

  app.get('/api/flashcards/due', auth(responseSchemas.flashcards), async (request) => {
    const { collection_id } = dueFlashcardsQuery.parse(request.query);
    const rows = await service.listDueFlashcards(request.user.id, collection_id);
    return { success: true, flashcards: rows.map(presentFlashcard) };
  });

  app.patch('/api/flashcards/:id', auth(responseSchemas.flashcard), async (request) => {
    const { id } = idParams.parse(request.params);
    const input = updateFlashcardBody.parse(request.body);
    const row = await service.updateFlashcard(request.user.id, id, input);
    return { success: true, flashcard: presentFlashcard(row) };
  });

  app.delete('/api/flashcards/:id', auth(responseSchemas.success), async (request) => {
    const { id } = idParams.parse(request.params);
    await service.deleteFlashcard(request.user.id, id);
    return { success: true };
  });

  app.post('/api/flashcards/:id/review', auth(responseSchemas.flashcard), async (request) => {
    const { id } = idParams.parse(request.params);
    const { difficulty_rating } = reviewFlashcardBody.parse(request.body);
    const row = await service.reviewFlashcard(request.user.id, id, difficulty_rating);
    return { success: true, flashcard: presentFlashcard(row) };
  });
}
