import type { FastifyInstance } from 'fastify';
import { VITALS_SINK_PATH, VITALS_SINK_TIMING, type VitalsSample } from '../../src/analytics/vitals/sink-protocol.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { refuseOtherSites } from '../http/csrf.ts';
import { clientOf, createLimiter, overLimit } from '../http/limit.ts';
import { vitalsSampleSchema } from './vitals-sample-schema.ts';
import { vitalsPage } from './vitals-page.ts';
import type { VitalsStore } from './vitals-store.ts';

/** A sample is about 150 bytes; anything much larger is not one. */
const BODY_LIMIT_BYTES = 1024;
/** A page view sends five to seven samples: this is some hundred page views a minute from one client. */
const SAMPLES_PER_MINUTE = 600;

/**
 * The local sink of the pages' real-user vitals: pages this server sends say so in Server-Timing
 * (sink-protocol.ts), they beacon each metric here, and `GET /_dev/vitals` shows the 75th
 * percentiles. A beacon cannot send the CSRF header, so the sink takes none; it still refuses
 * other sites (Sec-Fetch-Site, Origin), takes only a strictly valid sample of this origin's country, and is rate-limited.
 */
export async function registerVitalsSink(app: FastifyInstance, country: CountryConfig, store: VitalsStore): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('Server-Timing', VITALS_SINK_TIMING);
  });
  await app.register(async (scoped) => {
    const perClient = createLimiter(scoped, { max: SAMPLES_PER_MINUTE, windowMs: 60_000 }, clientOf);
    // A beacon of a string is text/plain; its JSON is read with Fastify's own parser, which refuses __proto__.
    scoped.addContentTypeParser('text/plain', { parseAs: 'string' }, scoped.getDefaultJsonParser('error', 'error'));

    scoped.post<{ Body: VitalsSample }>(
      VITALS_SINK_PATH,
      { config: { csrf: false }, bodyLimit: BODY_LIMIT_BYTES, onRequest: refuseOtherSites, schema: { body: vitalsSampleSchema(country) } },
      async (request, reply) => {
        if (await overLimit(request, reply, [perClient])) return reply;
        store.add(request.body);
        return reply.code(204).send();
      },
    );

    scoped.get(VITALS_SINK_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(vitalsPage(store.rows())));
  });
}
