import multipart from '@fastify/multipart';
import { uploadFieldsSchema } from '@swedish-translator/contracts';
import { MESSAGES } from '@swedish-translator/core';
import type { FastifyInstance } from 'fastify';
import { runAsClient } from '../../engines/fair-queue.js';
import { createOcrEngine, type OcrWorkerPool } from '../../engines/ocr/index.js';
import { readMultipartFile } from '../../plugins/multipart-file.js';
import { createImageTranslationService, type TextTranslation } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    ocr: OcrWorkerPool;
  }
}

/**
 * POST /upload (no auth): multipart `file` + `direction` → `{translated_text, extracted_text}`.
 * The OCR pool starts lazily; when the server starts listening it is warmed in the background.
 */
export async function registerImageTranslation(app: FastifyInstance, translation: () => TextTranslation) {
  const ocr = createOcrEngine(app.config.ocr, app.log);
  app.decorate('ocr', ocr);
  app.addHook('onListen', async () => {
    app.log.info({ workers: app.config.ocr.workers }, 'warming OCR workers in the background');
    ocr.warm();
  });
  app.addHook('onClose', async () => ocr.close());
  const service = createImageTranslationService({ ocr, translation });
  const maxMb = app.config.ocr.maxImageMb;

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxMb * 1024 * 1024, files: 2, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 100 },
    });
    scope.post('/upload', { onRequest: app.clientLimits.upload }, async (request, reply) => {
      const upload = await readMultipartFile(request, {
        missing: MESSAGES.selectImageToTranslate,
        tooLarge: MESSAGES.imageTooLarge(maxMb),
        oneFile: MESSAGES.uploadOneImage,
      });
      const { direction } = uploadFieldsSchema.parse(upload.fields);
      const timings = {};
      // A client that hangs up while its image waits for a worker gives up its place in the queue.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort(new Error('client closed the connection'));
      });
      // The OCR and translation queues are shared fairly between clients: this one holds at most half of each.
      const client = await app.clientKey(request);
      const result = await runAsClient(client, () =>
        service.translateImage(upload.file, direction, timings, gone.signal),
      );
      request.log.info({ bytes: upload.file.length, direction, ...timings }, 'image translated');
      return result;
    });
  });
}
