export interface JsonLdProps {
  /** The structured data, e.g. schema.org's: anything JSON can hold. */
  data: unknown;
}

// `<` ends the block at `</script>` and opens `<!--`, which changes how the parser reads the rest;
// `>` and `&` are escaped alike for good measure, and U+2028/U+2029 for readers that take the
// text for a script. Each becomes its \uXXXX escape, which reads back as the same JSON.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** The JSON of `data` as it may stand inside a <script> element: no character of it can end or change the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A JSON-LD data block for search engines. Browsers never run a script of this type, so the
 * Content-Security-Policy needs no hash or 'unsafe-inline' for it; the data is escaped, never
 * markup.
 */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
