import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { PROBLEM_TYPES, sendProblem } from '../http/problem.ts';
import { testsActiveAt } from './ab-tests.ts';
import { parseInstant } from './instant.ts';
import { groupFor, visitorId } from './visitor.ts';

const BASE = '/service/abtestfrontend/api/v1';

const testsAtQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['time'],
  properties: { time: { type: 'string' } },
} as const;

/** The A/B test service of spec §7: the tests running at a time (preview panel) and this visitor's groups (footer). */
export function registerAbTests(app: FastifyInstance, context: ServicesContext): void {
  app.get<{ Querystring: { time: string } }>(`${BASE}/gettestsat`, { schema: { querystring: testsAtQuery } }, async (request, reply) => {
    const time = parseInstant(request.query.time);
    if (!time) return sendProblem(reply, 400, PROBLEM_TYPES.badRequest, 'The time is not valid', 'give an ISO 8601 date-time with a zone, e.g. 2026-11-22T10:00:00Z');
    return testsActiveAt(context.db, time).map((test) => ({ name: test.name, groups: test.groups.map((name) => ({ name })) }));
  });

  app.get(`${BASE}/getassignment`, async (request, reply) => {
    const visitor = visitorId(request, reply);
    // Personal to the visitor: no shared cache may keep it.
    reply.header('Cache-Control', 'private, no-store');
    const tests = testsActiveAt(context.db, context.clock.now());
    return { assignments: tests.map((test) => ({ test: test.name, group: groupFor(visitor, test) })) };
  });
}
