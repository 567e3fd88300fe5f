import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http-error.js';

/** Paths that belong to the API; everything else on GET is the single-page app. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/translate-text' ||
    pathname === '/upload' ||
    pathname === '/healthz' ||
    pathname === '/readyz'
  );
}

/**
 * Serves the built web app with history fallback: any GET that is not an API path and not a file answers
 * index.html. Hashed assets are cached for a year; index.html is revalidated every time.
 * The build writes Brotli (`.br`) and gzip (`.gz`) copies beside each text file; the one the client's
 * Accept-Encoding prefers is sent as it is (Brotli first), with the original's Content-Type, and every file
 * answer carries `Vary: Accept-Encoding` so caches keep the encodings apart. Without a copy, or for a client
 * that accepts neither, the original is sent.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasSpa && isPageRequest) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(`Not found: ${request.method} ${request.url.split('?')[0]}`));
  });
}
