import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from '../context.ts';
import { signInStaff, staffCredentialsSchema, type StaffCredentials } from './staff-sign-in.ts';

export const DEV_STAFF_PATH = '/_dev/staff';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** A plain form, no script: the Content-Security-Policy forbids inline scripts and none is needed. */
function staffPage({ username = '', error }: { username?: string; error?: string }): string {
  const message = error ? `<p role="alert">${escapeHtml(error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Staff sign-in (local)</title></head>
<body>
<main>
<h1>Staff sign-in for the preview panel</h1>
<p>Local development only. The seeded accounts are listed in services/seed/seed.yaml.</p>
${message}
<form method="post" action="${DEV_STAFF_PATH}">
<p><label for="username">Username</label><br><input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}"></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>
</main>
</body>
</html>
`;
}

/**
 * The documented local way for QA to become staff: sign in here, land on the home page with the
 * staff or cobra cookie set. Not under /service, so the form needs no CSRF header; the global
 * hook still refuses posts from another origin.
 */
export async function registerDevStaffPage(app: FastifyInstance, context: ServicesContext): Promise<void> {
  await app.register(async (scoped) => {
    // Form posts are accepted on this route only; everywhere else the services speak JSON.
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scoped.get(DEV_STAFF_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').send(staffPage({})));

    scoped.post<{ Body: StaffCredentials }>(DEV_STAFF_PATH, { schema: { body: staffCredentialsSchema } }, async (request, reply) => {
      const outcome = await signInStaff(context, request, reply, request.body);
      if (outcome === 'limited') return reply;
      if (outcome === 'signed-in') return reply.code(303).header('Location', '/').send();
      const page = staffPage({ username: request.body.username, error: 'Username or password is wrong.' });
      return reply.code(401).type('text/html; charset=utf-8').send(page);
    });
  });
}
