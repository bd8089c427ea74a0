import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { PROBLEM_TYPES, sendProblem } from './problem.ts';

/** Where a load balancer or an orchestrator asks whether the services can serve. */
export const HEALTH_PATH = '/healthz';

/** 200 while the database answers a query, 503 once it does not (closed, locked past its timeout, gone). */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get(HEALTH_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      db.prepare('SELECT 1 FROM settings LIMIT 1').get();
      return { status: 'UP' };
    } catch {
      return sendProblem(reply, 503, PROBLEM_TYPES.unavailable, 'The database does not answer');
    }
  });
}
