import crypto from 'node:crypto';
import http from 'node:http';

/** What a hostile or slow client got back: the answer (if any came) or the connection error. */
export interface ClientOutcome {
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body?: unknown;
  /** Set when the connection ended without a (complete) answer. */
  error?: string;
}

export interface SlowRequest {
  /** Resolves with the answer, or the error, once the server answers or drops the connection. */
  outcome: Promise<ClientOutcome>;
  /** Bytes of the body written so far. */
  sent(): number;
  /** Resolves once `stallAfter` bytes are written (or the server stopped reading / answered). */
  stalled: Promise<void>;
  destroy(): void;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x41);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Sends a request whose declared body is `declaredBytes` long: `prefix`, filler, `suffix`, written with backpressure
 * (so the client itself holds at most one chunk), stopping after `stallAfter` bytes and keeping the connection open.
 */
export function sendStalling(
  port: number,
  options: {
    path: string;
    headers: Record<string, string>;
    prefix: Buffer;
    /** Written last, when the whole declared body is sent (stallAfter = declaredBytes). */
    suffix?: Buffer;
    declaredBytes: number;
    stallAfter: number;
  },
): SlowRequest {
  let written = 0;
  let markStalled: () => void = () => {};
  const stalled = new Promise<void>((resolve) => {
    markStalled = resolve;
  });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: options.path,
    agent: false,
    headers: { ...options.headers, 'content-length': String(options.declaredBytes) },
  });
  const outcome = new Promise<ClientOutcome>((resolve) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => {});
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        resolve({ status: response.statusCode, headers: response.headers, body });
      });
      markStalled();
    });
    request.on('error', (error) => {
      markStalled();
      resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message });
    });
  });
  const suffix = options.suffix ?? Buffer.alloc(0);
  const fillerEnd = options.declaredBytes - suffix.length;
  const pieceAt = (at: number) => {
    if (at < options.prefix.length) return options.prefix.subarray(at);
    if (at >= fillerEnd) return suffix.subarray(at - fillerEnd);
    return CHUNK.subarray(0, fillerEnd - at);
  };
  const write = () => {
    while (written < options.stallAfter && !request.destroyed) {
      const part = pieceAt(written).subarray(0, options.stallAfter - written);
      written += part.length;
      if (!request.write(part)) {
        request.once('drain', write);
        return;
      }
    }
    if (written >= options.stallAfter) markStalled();
  };
  request.flushHeaders();
  write();
  return { outcome, sent: () => written, stalled, destroy: () => request.destroy() };
}

/** A multipart body of one image part of `fileBytes` (a PNG signature, then filler), with its boundary. */
export function multipartUpload(fileBytes: number, direction = 'sv-en') {
  const boundary = `----st${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="direction"\r\n\r\n${direction}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG_SIGNATURE,
  ]);
  const suffix = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    prefix: head,
    suffix,
    declaredBytes: head.length + (fileBytes - 8) + suffix.length,
  };
}
