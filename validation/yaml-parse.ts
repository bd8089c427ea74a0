import { Composer, LineCounter, Parser, YAMLParseError, type CST, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';
import { cachedParse } from './parse-cache.ts';

type YamlOptions = ParseOptions & DocumentOptions & SchemaOptions;

/** yaml's syntax tree of a text, and where its lines start: what its slow first run makes, kept between commands. */
interface ParsedText {
  tokens: CST.Token[];
  lineStarts: number[];
}

/**
 * The document yaml's `parseDocument` makes of a text, composed from the syntax tree a previous
 * command kept when the text is unchanged. `lineCounter` gets the text's line starts.
 */
export function parseYaml(text: string, lineCounter: LineCounter, options: YamlOptions): Document.Parsed {
  const { tokens, lineStarts } = cachedParse('yaml', text, (): ParsedText => {
    const counter = new LineCounter();
    return { tokens: [...new Parser(counter.addNewLine).parse(text)], lineStarts: counter.lineStarts };
  });
  lineCounter.lineStarts = lineStarts;
  // As parseDocument composes: the first document, and an error where a second one starts.
  let document: Document.Parsed | undefined;
  for (const composed of new Composer(options).compose(tokens, true, text.length)) {
    if (document) {
      document.errors.push(new YAMLParseError([composed.range[0], composed.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
      break;
    }
    document = composed;
  }
  return document!;
}
