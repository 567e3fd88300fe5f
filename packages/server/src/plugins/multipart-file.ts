import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';

/** What an upload route says when the one expected file is missing, too large or not alone. */
export interface FileUploadMessages {
  missing: string;
  tooLarge: string;
  oneFile: string;
}

export interface FileUpload {
  file: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/**
 * Reads a whole multipart body (from a scope that registered @fastify/multipart with its size limits): one
 * non-empty file and the text fields. Shared by /upload and the flashcard import.
 */
export async function readMultipartFile(request: FastifyRequest, messages: FileUploadMessages): Promise<FileUpload> {
  if (!request.isMultipart()) throw new HttpError(400, messages.missing);
  let file: Buffer | undefined;
  let filename = '';
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
        filename = part.filename;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, messages);
  }
  if (files > 1) throw new HttpError(400, messages.oneFile);
  if (!file) throw new HttpError(400, messages.missing);
  return { file, filename, fields };
}

function uploadError(error: unknown, messages: FileUploadMessages): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, messages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(400, messages.oneFile);
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, 'Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, messages.missing);
  return new HttpError(400, 'Malformed multipart upload');
}
