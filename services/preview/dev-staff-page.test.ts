import { describe, expect, it } from 'vitest';
import { servicesForFile } from '../test/services-for-file.ts';
import { sendRaw } from '../test/raw-http.ts';
import { HttpClient } from '../test/test-server.ts';
import { AUTH_COOKIES } from './staff-sessions.ts';
import { STAFF, checkAuth, postStaffForm } from './test-support.ts';

const services = servicesForFile({ countryCode: 'DE' });

const newClient = () => new HttpClient(services.baseURL);

describe('/_dev/staff', () => {
  it('shows a labelled sign-in form without any script, under the Content-Security-Policy', async () => {
    const response = await newClient().request('GET', '/_dev/staff');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    // An empty action posts to the page's own address, under a shop's path (/fr/_dev/staff) too.
    expect(page).toContain('<form method="post" action="">');
    expect(page).toContain('<label for="username">');
    expect(page).toContain('<label for="password">');
    expect(page).not.toContain('<script');
  });

  it('signs staff in and sends them to the home page', async () => {
    const client = newClient();
    const response = await postStaffForm(client, STAFF.staff);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('../');
    expect(client.cookies.has(AUTH_COOKIES.staff)).toBe(true);
    expect((await checkAuth(client)).status).toBe(200);
  });

  it('shows the form again with an error and the escaped username after wrong credentials', async () => {
    const response = await postStaffForm(newClient(), { username: '<b>qa</b>', password: 'wrong-password' });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('value="&lt;b&gt;qa&lt;/b&gt;"');
    expect(page).not.toContain('<b>qa</b>');
  });

  it('refuses a form posted from another origin with 403', async () => {
    const client = newClient();
    const response = await postStaffForm(client, STAFF.staff, { origin: 'https://attacker.example' });
    expect(response.status).toBe(403);
    expect(client.cookies.has(AUTH_COOKIES.staff)).toBe(false);
  });

  it('answers fields the form does not have with 400', async () => {
    expect((await postStaffForm(newClient(), { ...STAFF.staff, admin: 'yes' })).status).toBe(400);
  });

  it('carries its CSRF token in the form, as a browser without script sends it, and refuses the form without it', async () => {
    const client = newClient();
    const page = await (await client.request('GET', '/_dev/staff')).text();
    const token = /name="_csrf" value="([^"]+)"/.exec(page)?.[1];
    expect(token).toBeDefined();
    const withField = await postStaffForm(client, { ...STAFF.staff, _csrf: token! }, {}, { csrfHeader: false });
    expect(withField.status).toBe(303);
    const without = await postStaffForm(newClient(), STAFF.staff, {}, { csrfHeader: false });
    expect(without.status).toBe(403);
  });

  it("gives a browser's first visit one token, in its cookie and in the form alike", async () => {
    const firstVisit = await sendRaw(services.baseURL, 'GET', '/_dev/staff');
    const cookies = [firstVisit.headers['set-cookie'] ?? []].flat();
    const cookieToken = cookies.map((cookie) => /^csrfToken=([^;]+)/.exec(cookie)?.[1]).find(Boolean);
    expect(cookies.filter((cookie) => cookie.startsWith('csrfSecret='))).toHaveLength(1);
    expect(firstVisit.body).toContain(`name="_csrf" value="${cookieToken}"`);
  });
});
