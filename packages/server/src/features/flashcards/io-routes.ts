import multipart from '@fastify/multipart';
import { exportQuery, idParams, importQuery } from '@swedish-translator/contracts';
import { CARD_IO_LIMITS, MESSAGES } from '@swedish-translator/core';
import type { FastifyInstance } from 'fastify';
import { readMultipartFile } from '../../plugins/multipart-file.js';
import { CardTransferService } from './io-service.js';

/**
 * GET /api/collections/{id}/export?format=csv|apkg[&include=reviews] and POST /api/collections/{id}/import
 * (multipart `file`, `?dry_run=true` to preview), in their own scope so the multipart limits apply only here.
 */
export async function registerCardTransferRoutes(app: FastifyInstance, options: { now?: () => Date } = {}) {
  const service = new CardTransferService(app.database, options.now);

  app.get('/api/collections/:id/export', { preHandler: app.authenticate }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const query = exportQuery.parse(request.query);
    const file = await service.exportCollection(request.user.id, id, query);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', file.contentDisposition)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: CARD_IO_LIMITS.importMaxBytes,
        files: 2,
        fields: 5,
        fieldSize: 1024,
        parts: 8,
        headerPairs: 100,
      },
    });
    scope.post('/api/collections/:id/import', { preHandler: app.authenticate }, async (request, reply) => {
      const { id } = idParams.parse(request.params);
      const { dry_run } = importQuery.parse(request.query);
      const upload = await readMultipartFile(request, {
        missing: MESSAGES.importChooseFile,
        tooLarge: MESSAGES.importTooLarge,
        oneFile: MESSAGES.importOneFile,
      });
      const outcome = await service.importCards(request.user.id, id, upload.file, dry_run);
      return reply.status(outcome.status).send(outcome.body);
    });
  });
}
