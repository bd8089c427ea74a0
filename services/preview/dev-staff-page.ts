import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { acceptFormPosts, csrfField, devPage, escapeHtml, formBody } from '../http/dev-page.ts';
import { signInStaff, staffCredentialsSchema, type StaffCredentials } from './staff-sign-in.ts';

export const DEV_STAFF_PATH = '/_dev/staff';

function staffPage(request: FastifyRequest, { username = '', error }: { username?: string; error?: string }): string {
  const message = error ? `<p role="alert">${escapeHtml(error)}</p>` : '';
  return devPage(
    'Staff sign-in (local)',
    `<h1>Staff sign-in for the preview panel</h1>
<p>Local development only. The seeded accounts are listed in services/seed/seed.yaml.</p>
${message}
<form method="post" action="">
${csrfField(request)}
<p><label for="username">Username</label><br><input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}"></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>`,
  );
}

/**
 * The documented local way for QA to become staff: sign in here, land on the home page with the
 * staff or cobra cookie set. The form carries the CSRF token in a hidden field.
 */
export async function registerDevStaffPage(app: FastifyInstance, context: ServicesContext): Promise<void> {
  await app.register(async (scoped) => {
    acceptFormPosts(scoped);

    scoped.get(DEV_STAFF_PATH, async (request, reply) => reply.type('text/html; charset=utf-8').send(staffPage(request, {})));

    scoped.post<{ Body: StaffCredentials }>(DEV_STAFF_PATH, { schema: { body: formBody(staffCredentialsSchema) } }, async (request, reply) => {
      const outcome = await signInStaff(context, request, reply, request.body);
      if (outcome === 'limited') return reply;
      // Relative, so that a shop under a path (/fr/_dev/staff) lands on its own home page.
      if (outcome === 'signed-in') return reply.code(303).header('Location', '../').send();
      const page = staffPage(request, { username: request.body.username, error: 'Username or password is wrong.' });
      return reply.code(401).type('text/html; charset=utf-8').send(page);
    });
  });
}
