import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { PROBLEM_TYPES, sendProblem } from '../http/problem.ts';

/**
 * The served country's footer promotion (spec §7). SHOP_FOOTER is the only promotion there is, so
 * it is the only route; any other name reaches the services' 404. A country without one gets 404,
 * which the page reads as "no content".
 */
export function registerPromotion(app: FastifyInstance, context: ServicesContext): void {
  app.get('/service/promotion/api/promotion/SHOP_FOOTER', async (_request, reply) => {
    const row = context.db.prepare('SELECT content_json AS contentJSON FROM promotions WHERE country = ?').get(context.country.code) as
      | { contentJSON: string }
      | undefined;
    return row ? { contentJSON: row.contentJSON } : sendProblem(reply, 404, PROBLEM_TYPES.notFound, 'No footer promotion for this country');
  });
}
