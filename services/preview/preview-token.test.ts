import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { servicesForFile } from '../test/services-for-file.ts';
import { HttpClient } from '../test/test-server.ts';
import { STAFF, checkAuth, logInStaff } from './test-support.ts';

const DATE_TIME = '2026-12-24T18:00:00Z';

const services = servicesForFile({ countryCode: 'DE' });
let staff: HttpClient;

beforeAll(async () => {
  staff = new HttpClient(services.baseURL);
  await logInStaff(staff, STAFF.staff);
});

function requestToken(client: HttpClient, query: string, body: Record<string, unknown> = { previewDateTime: DATE_TIME }): Promise<Response> {
  return client.request('POST', `/service/preview/api/token${query}`, { json: body });
}

async function expectStatus(response: Response, httpStatus: number, status: string): Promise<void> {
  expect(response.status).toBe(httpStatus);
  expect(await response.json()).toEqual({ status });
}

describe('POST /token', () => {
  it('stores the preview time with no A/B selection when test and group are empty', async () => {
    await expectStatus(await requestToken(staff, '?test=&group='), 200, 'SUCCESS');
    expect(await (await checkAuth(staff)).json()).toEqual({ status: 'SUCCESS', dateTime: DATE_TIME, abTestName: null, abTestGroup: null });
  });

  it('stores the preview time and the chosen test and group', async () => {
    await expectStatus(await requestToken(staff, '?test=newsletter-bubble&group=B'), 200, 'SUCCESS');
    expect(await (await checkAuth(staff)).json()).toEqual({ status: 'SUCCESS', dateTime: DATE_TIME, abTestName: 'newsletter-bubble', abTestGroup: 'B' });
  });

  it('goes back to the live shop for a null date-time without a selection', async () => {
    await requestToken(staff, '?test=newsletter-bubble&group=B');
    await expectStatus(await requestToken(staff, '', { previewDateTime: null }), 200, 'SUCCESS');
    expect(await (await checkAuth(staff)).json()).toEqual({ status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null });
  });

  it('answers 400 BAD_REQUEST to a null date-time with a selection', async () => {
    await expectStatus(await requestToken(staff, '?test=newsletter-bubble&group=B', { previewDateTime: null }), 400, 'BAD_REQUEST');
  });

  it('accepts a time with an offset and no seconds', async () => {
    await expectStatus(await requestToken(staff, '', { previewDateTime: '2026-12-24T19:00+01:00' }), 200, 'SUCCESS');
  });

  it.each([
    ['a date-time that is not ISO 8601', '', 'tomorrow evening'],
    ['a date that does not exist', '', '2026-02-30T10:00:00Z'],
    ['a date-time without a zone', '', '2026-12-24T18:00'],
    ['a test without a group', '?test=newsletter-bubble', DATE_TIME],
    ['a group that is not one of the test’s', '?test=newsletter-bubble&group=Z', DATE_TIME],
    ['a test that does not exist', '?test=no-such-test&group=A', DATE_TIME],
    ['a group without a test', '?group=A', DATE_TIME],
  ])('answers 400 BAD_REQUEST to %s', async (_case, query, previewDateTime) => {
    await expectStatus(await requestToken(staff, query, { previewDateTime }), 400, 'BAD_REQUEST');
  });

  it('answers 401 UNAUTHORIZED without a staff session', async () => {
    await expectStatus(await requestToken(new HttpClient(services.baseURL), '?test=&group='), 401, 'UNAUTHORIZED');
  });

  it('answers fields it does not know and a missing date-time with a 400 problem', async () => {
    expect((await requestToken(staff, '', { previewDateTime: DATE_TIME, country: 'DE' })).status).toBe(400);
    expect((await requestToken(staff, '', {})).status).toBe(400);
    expect((await requestToken(staff, '?debug=1')).status).toBe(400);
  });

  it('refuses a request without the CSRF header with 403', async () => {
    const response = await staff.request('POST', '/service/preview/api/token', { json: { previewDateTime: DATE_TIME }, csrf: false });
    expect(response.status).toBe(403);
  });

  it('answers 500 INTERNAL_ERROR when the database refuses the change', async () => {
    const db = openDatabase(services.dataDir);
    db.exec("CREATE TRIGGER refuse_preview BEFORE UPDATE ON staff_sessions BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    try {
      await expectStatus(await requestToken(staff, '?test=&group='), 500, 'INTERNAL_ERROR');
    } finally {
      db.exec('DROP TRIGGER refuse_preview');
      db.close();
    }
  });
});
