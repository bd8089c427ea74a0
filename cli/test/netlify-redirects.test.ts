import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { releaseGuideBlock } from './guide-blocks.ts';

// The guide's `_redirects` for Netlify, read by Netlify's own parser.
const folder = mkdtempSync(join(tmpdir(), 'storefront-netlify-redirects-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
writeFileSync(join(folder, '_redirects'), releaseGuideBlock('text', '/service/*'));
/** The fields of the parser's rules read here; its types declare the rules `unknown`. */
interface NetlifyRedirect {
  from: string;
  to: string;
  status: number;
  proxy: boolean;
  force: boolean;
}
const parsed = await parseAllRedirects({ redirectsFiles: [join(folder, '_redirects')], configRedirects: [], minimal: false });
const { errors } = parsed;
const redirects = parsed.redirects as NetlifyRedirect[];

describe("the guide's _redirects for Netlify", () => {
  it('is read by Netlify without an error', () => {
    expect(errors).toEqual([]);
  });

  it.each(['/service/', '/fr/service/'])('sends %s* to the services by proxy, the path as it is', (prefix) => {
    const rule = redirects.find(({ from }) => from === `${prefix}*`);
    expect(rule).toMatchObject({ status: 200, proxy: true, to: `https://services.example.com${prefix}:splat` });
  });

  it("leaves the folder's own files under /service/ (the footer's images) to the files: no rule is forced", () => {
    expect(redirects.filter(({ force }) => force)).toEqual([]);
  });
});
