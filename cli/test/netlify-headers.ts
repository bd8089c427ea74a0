import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';

/** A folder's `_headers` as Netlify reads it at deploy, by Netlify's own parser; a line it refuses fails the test. */
export async function netlifyRulesOf(siteDir: string): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [join(siteDir, '_headers')], configHeaders: [], minimal: false });
  if (errors.length > 0) throw new AggregateError(errors, `Netlify refuses ${siteDir}/_headers:\n${errors.map(String).join('\n')}`);
  return headers as Header[];
}

/**
 * The headers Netlify sends for `path`: those of every rule whose pattern matches it (the
 * parser's own `forRegExp`). The parser stops at the rules; how Netlify joins a header that two
 * matching rules set is not in it, and the kit gives each header one rule per address, so such a
 * header fails the test instead of being guessed at.
 */
export function netlifyHeadersFor(rules: readonly Header[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(path))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      if (key in headers) throw new Error(`${path}: ${key} is set by two rules of _headers, the second ${rule.for}`);
      headers[key] = value;
    }
  }
  return headers;
}
