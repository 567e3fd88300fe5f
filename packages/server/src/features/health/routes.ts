import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.dialect };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply
        .status(503)
        .send({ status: 'unavailable', database: database.dialect, success: false, error: 'Database not reachable' });
    }
  });
}
