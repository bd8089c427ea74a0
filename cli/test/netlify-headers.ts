import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';

/** A folder's `_headers` as Netlify reads it at deploy, by Netlify's own parser; a line it refuses fails the test. */
export async function netlifyRulesOf(siteDir: string): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [join(siteDir, '_headers')], configHeaders: [], minimal: false });
  if (errors.length > 0) throw new AggregateError(errors, `Netlify refuses ${siteDir}/_headers:\n${errors.map(String).join('\n')}`);
  return headers as Header[];
}

/**
 * The headers Netlify sends for `path`, matched as Netlify's own local server does
 * (`headersForPath` of @netlify/headers, whose versions for Node 20 already need the parser's
 * Node 22 major): every rule whose pattern, the parser's `forRegExp`, matches the path, a later
 * rule's value of a header replacing an earlier one's.
 */
export function netlifyHeadersFor(rules: readonly Header[], path: string): Record<string, string> {
  const matching = rules.filter(({ forRegExp }) => forRegExp.test(path)).map(({ values }) => values);
  return Object.fromEntries(Object.entries(Object.assign({}, ...matching) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
}
