import { isPair, isScalar, isSeq, Scalar, visit, type visitorFn } from 'yaml';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { PLACEHOLDER, placeholderNames, placeholders, placeholderTexts } from '../constants/placeholders.ts';
import type { Diagnostic } from './diagnostic.ts';
import { didYouMean } from './suggest.ts';
import type { YamlSource } from './yaml-source.ts';

type Position = { line: number; column: number };
type Ancestors = Parameters<visitorFn<Scalar>>[2];

/**
 * Placeholders in the texts of one file that name no constant, or a constant the country does not
 * set, each at its "{". `isUsed` picks the texts the country keeps: a text of a parent file that
 * the country overrides is not its text.
 */
export function placeholderProblems(source: YamlSource, country: CountryConfig, isUsed: (pointer: string) => boolean = () => true): Diagnostic[] {
  const defined = placeholderTexts(country);
  const problems: Diagnostic[] = [];
  visit(source.document, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || typeof node.value !== 'string') return;
      const path = pointerOf(ancestors, node);
      if (!isUsed(path)) return;
      const written = placeholderPositions(source, node);
      for (const match of node.value.matchAll(PLACEHOLDER)) {
        const message = placeholderProblem(match[1]!, defined);
        if (message) problems.push({ file: source.file, ...written.next(match[0]), path, message });
      }
    },
  });
  return problems;
}

function placeholderProblem(name: string, defined: Map<string, string>): string | undefined {
  const placeholder = Object.hasOwn(placeholders, name) ? placeholders[name] : undefined;
  if (!placeholder) {
    const suggestion = didYouMean(name, placeholderNames);
    return `unknown placeholder {${name}}; ${suggestion ? `did you mean {${suggestion}}?` : `allowed: ${braced(placeholderNames)}`}`;
  }
  if (defined.has(name)) return undefined;
  const usable = defined.size > 0 ? braced([...defined.keys()]) : 'none, as the country sets none of their constants';
  return `placeholder {${name}} needs ${placeholder.constant}, which this country does not set; allowed: ${usable}`;
}

function braced(names: readonly string[]): string {
  return names.map((name) => `{${name}}`).join(', ');
}

/**
 * Where each placeholder of a scalar is written, in the order they occur in its value. Braces and
 * names stand in the file as in the value in every scalar style (folding, indentation and quote
 * escapes only touch spaces, quotes and backslashes), so the n-th occurrence in the value is the
 * n-th in the written lines. One spelt with escapes (\x7B) falls back to the scalar's start.
 */
function placeholderPositions(source: YamlSource, node: Scalar): { next(placeholder: string): Position } {
  const [startOffset = 0, endOffset = startOffset] = node.range ?? [];
  const start = source.lineCounter.linePos(startOffset);
  const lastLine = source.lineCounter.linePos(endOffset).line;
  const scalarStart = { line: start.line, column: start.col };
  // A block scalar's header line may carry a comment: its text starts on the next line.
  const isBlock = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
  const searchedFrom = new Map<string, Position>();
  return {
    next(placeholder) {
      let { line, column } = searchedFrom.get(placeholder) ?? (isBlock ? { line: start.line + 1, column: 1 } : scalarStart);
      for (; line <= lastLine; line += 1, column = 1) {
        const index = source.lines[line - 1]?.indexOf(placeholder, column - 1) ?? -1;
        if (index === -1) continue;
        searchedFrom.set(placeholder, { line, column: index + 1 + placeholder.length });
        return { line, column: index + 1 };
      }
      return scalarStart;
    },
  };
}

/** The JSON pointer of a value from the nodes that hold it, as yaml's visit lists them. */
function pointerOf(ancestors: Ancestors, node: Scalar): string {
  const segments: string[] = [];
  const chain = [...ancestors, node];
  chain.forEach((ancestor, index) => {
    if (isPair(ancestor) && isScalar(ancestor.key)) segments.push(String(ancestor.key.value));
    else if (isSeq(ancestor)) segments.push(String(ancestor.items.indexOf(chain[index + 1])));
  });
  return segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
