import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Stops accepting connections, lets in-flight requests finish (bounded), then closes the database
 * (an onClose hook). Resolves true when everything closed in time.
 */
export async function shutDown(app: FastifyInstance, timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  // Keep-alive sockets of requests that finish during shutdown would hold close() open: drop them as they idle.
  const sweep = setInterval(() => app.server.closeIdleConnections?.(), 50);
  sweep.unref();
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([app.close().then(() => true as const), timedOut]);
  } finally {
    clearTimeout(timer);
    clearInterval(sweep);
  }
}
