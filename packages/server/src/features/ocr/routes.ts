import multipart from '@fastify/multipart';
import { uploadFieldsSchema } from '@swedish-translator/contracts';
import { MESSAGES } from '@swedish-translator/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runAsClient } from '../../engines/fair-queue.js';
import { createOcrEngine, type OcrWorkerPool } from '../../engines/ocr/index.js';
import { HttpError } from '../../http-error.js';
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
      const upload = await readUpload(request, maxMb);
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

interface Upload {
  file: Buffer;
  fields: Record<string, string>;
}

/** Reads the whole multipart body: one non-empty file of at most `maxMb`, and the text fields. */
async function readUpload(request: FastifyRequest, maxMb: number): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, MESSAGES.selectImageToTranslate);
  let file: Buffer | undefined;
  let files = 0;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form submitted without choosing a file sends an empty part with an empty name.
        if (bytes.length === 0) continue;
        files += 1;
        file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, maxMb);
  }
  if (files > 1) throw new HttpError(400, MESSAGES.uploadOneImage);
  if (!file) throw new HttpError(400, MESSAGES.selectImageToTranslate);
  return { file, fields };
}

function uploadError(error: unknown, maxMb: number): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, MESSAGES.imageTooLarge(maxMb));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(400, MESSAGES.uploadOneImage);
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, 'Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, MESSAGES.selectImageToTranslate);
  return new HttpError(400, 'Malformed multipart upload');
}
