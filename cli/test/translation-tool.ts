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
