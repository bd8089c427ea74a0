import ts from 'typescript';
import { readDataText } from './file-bytes.ts';
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

/** What a locale file writes, read from its source: the texts it writes itself, and the locale it extends. */
export interface LocaleSource {
  locale: string;
  file: string;
  text: string;
  /** The locale whose texts it takes where it writes none (`extendLocale(de_DE, { … })`), if any. */
  parent?: string;
  texts: Map<string, LocaleText>;
  /** Each object the file writes, by its dotted key ('' for the dictionary itself), and where it starts. */
  objects: Map<string, SourcePosition & { node: ts.ObjectLiteralExpression }>;
}

/** `import de_DE from '../de-DE'`: the locales a file imports, by the name it gives them. */
function importedLocales(file: ts.SourceFile): Map<string, string> {
  const imported = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.name || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = /^\.\.\/([\w-]+)(?:\/index(?:\.ts)?)?$/.exec(statement.moduleSpecifier.text);
    if (from) imported.set(statement.importClause.name.text, from[1]!);
  }
  return imported;
}

/** The expression under `satisfies …` and `as …`, which change a dictionary's type but not its texts. */
function withoutTypeAssertions(expression: ts.Expression): ts.Expression {
  return ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression) ? withoutTypeAssertions(expression.expression) : expression;
}

/** The dictionary object of the default export, and the name of the dictionary it extends, if any. */
function exportedDictionary(file: ts.SourceFile): { object: ts.ObjectLiteralExpression; parentName?: string } | undefined {
  const exported = file.statements.find(ts.isExportAssignment);
  if (!exported) return undefined;
  let expression = withoutTypeAssertions(exported.expression);
  if (ts.isIdentifier(expression)) {
    const name = expression.text;
    const declaration = file.statements
      .filter(ts.isVariableStatement)
      .flatMap((statement) => statement.declarationList.declarations)
      .find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name);
    if (!declaration?.initializer) return undefined;
    expression = withoutTypeAssertions(declaration.initializer);
  }
  if (ts.isObjectLiteralExpression(expression)) return { object: expression };
  const [base, part] = ts.isCallExpression(expression) ? expression.arguments : [];
  if (base && part && ts.isIdentifier(base) && ts.isObjectLiteralExpression(part)) return { object: part, parentName: base.text };
  return undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** Reads a locale file's texts and where each one is, without running it; a file that is a link, or in a linked folder, stops the command. */
export function readLocaleSource(localesDir: string, locale: string): LocaleSource {
  const path = localeEntry(localesDir, locale);
  return parseLocaleSource(locale, path, readDataText(path, localesFolder(localesDir)));
}

/** A locale file's texts and where each one is, from its source text. */
export function parseLocaleSource(locale: string, path: string, text: string): LocaleSource {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const positionOf = (node: ts.Node): SourcePosition => {
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return { line: line + 1, column: character + 1 };
  };
  const source: LocaleSource = { locale, file: path, text, texts: new Map(), objects: new Map() };
  const dictionary = exportedDictionary(file);
  if (!dictionary) return source;
  if (dictionary.parentName) source.parent = importedLocales(file).get(dictionary.parentName);

  const walk = (object: ts.ObjectLiteralExpression, prefix: string) => {
    source.objects.set(prefix.slice(0, -1), { ...positionOf(object), node: object });
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = propertyName(property.name);
      if (name === undefined) continue;
      const value = property.initializer;
      if (ts.isObjectLiteralExpression(value)) walk(value, `${prefix}${name}.`);
      else if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
        source.texts.set(`${prefix}${name}`, { key: `${prefix}${name}`, value: value.text, ...positionOf(property.name), start: value.getStart(file), end: value.getEnd() });
      }
    }
  };
  walk(dictionary.object, '');
  return source;
}
