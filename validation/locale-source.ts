import { parseAst } from 'rolldown/parseAst';
import { readDataText } from './file-bytes.ts';
import { cachedParse } from './parse-cache.ts';
import { localeEntry, localesFolder } from './locale-keys.ts';

/** A place in a locale file, 1-based as an editor shows it. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** One text a locale file writes itself, by its dotted key. */
export interface LocaleText extends SourcePosition {
  key: string;
  value: string;
  /** Where the value's literal starts and ends in the file's text, quotes included. */
  start: number;
  end: number;
}

/** Where a part of the file starts and ends in its text. */
export interface Span {
  start: number;
  end: number;
}

/** An object the file writes: where it is, and where its last property is, for texts to be added after it. */
export interface LocaleObject extends SourcePosition, Span {
  lastProperty?: Span;
}

/** What a locale file writes, read from its source: the texts it writes itself, and the locale it extends. */
export interface LocaleSource {
  locale: string;
  file: string;
  text: string;
  /** The locale whose texts it takes where it writes none (`extendLocale(de_DE, { … })`), if any. */
  parent?: string;
  texts: Map<string, LocaleText>;
  /** Each object the file writes, by its dotted key ('' for the dictionary itself). */
  objects: Map<string, LocaleObject>;
  /** Where the file stops being TypeScript, and why: then nothing else of it can be read. */
  syntaxError?: SourcePosition & { message: string };
  /** Values the dictionary writes that are neither a text nor an object of texts (`submit: 42`), by dotted key. */
  notTexts: Map<string, SourcePosition>;
}

/** The few ESTree nodes a locale file is made of, as Vite's parser (Oxc, through rolldown) gives them. */
interface Node extends Span {
  type: string;
  [field: string]: unknown;
}

const nodeOf = (value: unknown): Node | undefined => (value && typeof value === 'object' && 'type' in value ? (value as Node) : undefined);

/** `import de_DE from '../de-DE'`: the locales a file imports, by the name it gives them. */
function importedLocales(program: Node): Map<string, string> {
  const imported = new Map<string, string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const name = (statement.specifiers as Node[]).find(({ type }) => type === 'ImportDefaultSpecifier')?.local as Node | undefined;
    const from = /^\.\.\/([\w-]+)(?:\/index(?:\.ts)?)?$/.exec(String((statement.source as Node).value));
    if (name && from) imported.set(String(name.name), from[1]!);
  }
  return imported;
}

/** The expression under `satisfies …` and `as …`, which change a dictionary's type but not its texts. */
function withoutTypeAssertions(expression: Node): Node {
  return expression.type === 'TSSatisfiesExpression' || expression.type === 'TSAsExpression' ? withoutTypeAssertions(expression.expression as Node) : expression;
}

/** The dictionary object of the default export, and the name of the dictionary it extends, if any. */
function exportedDictionary(program: Node): { object: Node; parentName?: string } | undefined {
  const statements = program.body as Node[];
  const exported = nodeOf(statements.find(({ type }) => type === 'ExportDefaultDeclaration')?.declaration);
  if (!exported) return undefined;
  let expression = withoutTypeAssertions(exported);
  if (expression.type === 'Identifier') {
    const declaration = statements
      .filter(({ type }) => type === 'VariableDeclaration')
      .flatMap((statement) => statement.declarations as Node[])
      .find((candidate) => (candidate.id as Node).type === 'Identifier' && (candidate.id as Node).name === expression.name);
    const initializer = nodeOf(declaration?.init);
    if (!initializer) return undefined;
    expression = withoutTypeAssertions(initializer);
  }
  if (expression.type === 'ObjectExpression') return { object: expression };
  const [base, part] = expression.type === 'CallExpression' ? (expression.arguments as Node[]) : [];
  if (base?.type === 'Identifier' && part?.type === 'ObjectExpression') return { object: part, parentName: String(base.name) };
  return undefined;
}

function propertyName(key: Node): string | undefined {
  if (key.type === 'Identifier') return String(key.name);
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
}

/** A text literal's value: a string, or a template without substitutions. */
function textOf(value: Node): string | undefined {
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type !== 'TemplateLiteral' || (value.expressions as Node[]).length > 0) return undefined;
  return ((value.quasis as Node[])[0]?.value as { cooked?: string } | undefined)?.cooked ?? undefined;
}

/** Offsets to lines and columns, 1-based as an editor counts them. */
function positionsIn(text: string): (offset: number) => SourcePosition {
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map(({ index }) => index + 1)];
  return (offset) => {
    let line = lineStarts.findLastIndex((start) => start <= offset);
    line = Math.max(line, 0);
    return { line: line + 1, column: offset - lineStarts[line]! + 1 };
  };
}

/** Reads a locale file's texts and where each one is, without running it; a file that is a link, or in a linked folder, stops the command. */
export function readLocaleSource(localesDir: string, locale: string): LocaleSource {
  const path = localeEntry(localesDir, locale);
  return parseLocaleSource(locale, path, readDataText(path, localesFolder(localesDir)));
}

/** Parses a file as TypeScript, or says where and why it is not. */
function programOf(path: string, text: string): { program: Node } | { syntaxError: SourcePosition & { message: string } } {
  try {
    return { program: parseAst(text, { lang: 'ts' }, path) as unknown as Node };
  } catch (error) {
    const { loc, message } = error as { loc?: { line: number; column: number }; message: string };
    // The parser's message: a first line that counts the errors, then the first error.
    const first = message.split('\n')[1] ?? message;
    return { syntaxError: { line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1, message: first } };
  }
}

/**
 * A locale file's texts and where each one is, from its source text; kept for the next command
 * while the text is unchanged (the syntax tree is many times the size of what is read from it).
 */
export function parseLocaleSource(locale: string, path: string, text: string): LocaleSource {
  return cachedParse('rolldown', text, () => readLocaleText(locale, path, text), `${locale}\0${path}`);
}

function readLocaleText(locale: string, path: string, text: string): LocaleSource {
  const source: LocaleSource = { locale, file: path, text, texts: new Map(), objects: new Map(), notTexts: new Map() };
  const parsed = programOf(path, text);
  if ('syntaxError' in parsed) return { ...source, syntaxError: parsed.syntaxError };
  const { program } = parsed;
  const dictionary = exportedDictionary(program);
  if (!dictionary) return source;
  if (dictionary.parentName) source.parent = importedLocales(program).get(dictionary.parentName);
  const positionOf = positionsIn(text);

  const walk = (object: Node, prefix: string) => {
    const properties = object.properties as Node[];
    const last = properties.at(-1);
    source.objects.set(prefix.slice(0, -1), { ...positionOf(object.start), start: object.start, end: object.end, lastProperty: last && { start: last.start, end: last.end } });
    for (const property of properties) {
      if (property.type !== 'Property' || property.computed || property.kind !== 'init') continue;
      const name = propertyName(property.key as Node);
      const value = property.value as Node;
      if (name === undefined) continue;
      const key = `${prefix}${name}`;
      const text = textOf(value);
      if (value.type === 'ObjectExpression') walk(value, `${key}.`);
      else if (text !== undefined) source.texts.set(key, { key, value: text, ...positionOf((property.key as Node).start), start: value.start, end: value.end });
      else source.notTexts.set(key, positionOf(value.start));
    }
  };
  walk(dictionary.object, '');
  return source;
}
