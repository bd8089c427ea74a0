/**
 * What a translation tool does with an export, for tests: every unit still to translate gets a
 * target made from its source, each run of words passed through `translate` and every <ph/> kept,
 * and the state "translated".
 */
export function filledByTool(xliff: string, translate: (words: string) => string): string {
  return xliff.replace(/<segment state="initial">(\s*)<source>(.*?)<\/source>(\s*)<\/segment>/gs, (_, space: string, source: string, end: string) => {
    const target = source.replace(/(^|>)([^<]+)/g, (_match, open: string, words: string) => `${open}${translate(words)}`);
    return `<segment state="translated">${space}<source>${source}</source>${space}<target>${target}</target>${end}</segment>`;
  });
}

/**
 * A stand-in for a translation that no German or English reader would take for theirs: each word
 * backwards ("Zahlung" becomes "gnulhaZ"). An XML entity (&amp;) stays as it is.
 */
export function backwards(words: string): string {
  return words.replace(/&\w+;|\p{L}+/gu, (word) => (word.startsWith('&') ? word : [...word].reverse().join('')));
}
