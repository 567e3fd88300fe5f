import multipart from '@fastify/multipart';
import { uploadFieldsSchema } from '@swedish-translator/contracts';
import { MESSAGES } from '@swedish-translator/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runAsClient } from '../../engines/fair-queue.js';
import { createOcrEngine, type OcrWorkerPool } from '../../engines/ocr/index.js';
import { HttpError } from '../../http-error.js';
import { readMultipartFile } from '../../plugins/multipart-file.js';
import { createImageTranslationService, type TextTranslation } from './service.js';
import { UploadGate } from './upload-gate.js';

declare module 'fastify' {
  interface FastifyInstance {
    ocr: OcrWorkerPool;
    /** Admission of /upload requests (tests read its stats). */
    uploadGate: UploadGate;
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
  const { maxImageMb: maxMb, workers, queueLimit, bufferMb } = app.config.ocr;
  const gate = new UploadGate({ workers, queueLimit, bufferBytes: bufferMb * 1024 * 1024 });
  // The image and what surrounds it: boundaries, part headers and the few short fields.
  const largestBody = maxMb * 1024 * 1024 + MULTIPART_OVERHEAD_BYTES;
  app.decorate('uploadGate', gate);

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 100 },
    });
    const route = { onRequest: app.clientLimits.upload, config: { bodyTimeoutMs: app.config.timeouts.uploadMs } };
    const messages = {
      missing: MESSAGES.selectImageToTranslate,
      tooLarge: MESSAGES.imageTooLarge(maxMb),
      oneFile: MESSAGES.uploadOneImage,
    };
    scope.post('/upload', route, async (request, reply) => {
      // Admitted before a byte of the body is read; a full server answers at once and drops the connection.
      const declared = declaredLength(request);
      if (Number.isFinite(declared) && declared > largestBody) {
        reply.header('Connection', 'close');
        throw new HttpError(413, messages.tooLarge);
      }
      const client = await app.clientKey(request);
      const ticket = gate.admit(client, Math.min(declared, largestBody));
      if (!ticket) throw busy(reply);
      reply.raw.once('close', ticket.release);
      const upload = await readMultipartFile(request, messages).catch((error: unknown) => {
        // Whatever is left of a refused body is not worth reading.
        if (!request.raw.complete) reply.header('Connection', 'close');
        throw error;
      });
      const { direction } = uploadFieldsSchema.parse(upload.fields);
      const timings = {};
      // A client that hangs up while its image waits for a worker gives up its place in the queue.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort(new Error('client closed the connection'));
      });
      // The OCR and translation queues are shared fairly between clients: this one holds at most half of each.
      const result = await runAsClient(client, () =>
        service.translateImage(upload.file, direction, timings, gone.signal),
      );
      request.log.info({ bytes: upload.file.length, direction, ...timings }, 'image translated');
      return result;
    });
  });
}

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The body's Content-Length, or Infinity when it has none (chunked). */
function declaredLength(request: FastifyRequest): number {
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length >= 0 ? length : Number.POSITIVE_INFINITY;
}

/** 503 'busy'; the body is not read, so the connection closes after the answer (errors.ts adds Retry-After). */
function busy(reply: FastifyReply): HttpError {
  reply.header('Connection', 'close');
  return new HttpError(503, MESSAGES.ocrBusy);
}
