import { Scalar } from 'yaml';
import { Decoded, splitAtBreaks } from './decoded-value.ts';

/**
 * A literal or folded block scalar, read as yaml 2 reads it (compose/resolve-block-scalar.js),
 * keeping offsets. Its indentation is read from the value: the first line with content keeps
 * exactly the spaces beyond the trimmed indentation, whether that indentation was detected or
 * given by an indicator (whose base, the parent's indentation, the node does not keep).
 */
export function blockScalar(text: string, start: number, end: number, type: Scalar['type'], value: string): Decoded | undefined {
  const headerEnd = text.indexOf('\n', start);
  if (headerEnd === -1 || headerEnd >= end) return undefined;
  const header = text.slice(start, headerEnd).split('#')[0]!;
  const chomp = header.includes('-') ? '-' : header.includes('+') ? '+' : '';
  const lines = splitAtBreaks(text, headerEnd + 1, end).map(([lineStart, lineEnd]) => {
    let contentStart = lineStart;
    while (text[contentStart] === ' ' && contentStart < lineEnd) contentStart += 1;
    return { lineStart, contentStart, lineEnd, indent: contentStart - lineStart, content: text.slice(contentStart, lineEnd) };
  });
  let chompStart = lines.length;
  while (chompStart > 0 && lines[chompStart - 1]!.content === '') chompStart -= 1;
  const decoded = new Decoded();
  // Without content the value is only the line breaks "+" keeps.
  if (chompStart === 0) {
    decoded.make(chomp === '+' && lines.length > 0 ? '\n'.repeat(Math.max(1, lines.length - 1)) : '', start);
    return decoded;
  }
  const contentStart = lines.findIndex(({ content }) => content !== '');
  const firstValueContent = /[^ \n]/.exec(value)?.index ?? 0;
  const spacesKept = firstValueContent - (value.lastIndexOf('\n', firstValueContent) + 1);
  const trimIndent = lines[contentStart]!.indent - spacesKept;
  // Trailing empty lines indented beyond the content belong to it.
  for (let i = lines.length - 1; i >= chompStart; i -= 1) if (lines[i]!.indent > trimIndent) chompStart = i + 1;
  const beyondIndent = ({ lineStart, indent }: (typeof lines)[number]) => [text.slice(lineStart + Math.min(trimIndent, indent), lineStart + indent), lineStart + trimIndent] as const;
  for (let i = 0; i < contentStart; i += 1) {
    decoded.copy(...beyondIndent(lines[i]!));
    decoded.make('\n', lines[i]!.lineEnd);
  }
  let separator = '';
  let separatorAt = start;
  let previousMoreIndented = false;
  for (let i = contentStart; i < chompStart; i += 1) {
    const line = lines[i]!;
    if (type === Scalar.BLOCK_LITERAL) {
      decoded.make(separator, separatorAt);
      decoded.copy(...beyondIndent(line));
      decoded.copy(line.content, line.contentStart);
      separator = '\n';
    } else if (line.indent > trimIndent || line.content.startsWith('\t')) {
      if (separator === ' ') separator = '\n';
      else if (!previousMoreIndented && separator === '\n') separator = '\n\n';
      decoded.make(separator, separatorAt);
      decoded.copy(...beyondIndent(line));
      decoded.copy(line.content, line.contentStart);
      separator = '\n';
      previousMoreIndented = true;
    } else if (line.content === '') {
      if (separator === '\n') decoded.make('\n', line.lineStart);
      else separator = '\n';
    } else {
      decoded.make(separator, separatorAt);
      decoded.copy(line.content, line.contentStart);
      separator = ' ';
      previousMoreIndented = false;
    }
    separatorAt = line.lineEnd;
  }
  if (chomp === '+') {
    for (let i = chompStart; i < lines.length; i += 1) {
      decoded.make('\n', lines[i - 1]!.lineEnd);
      decoded.copy(...beyondIndent(lines[i]!));
    }
    if (!decoded.text.endsWith('\n')) decoded.make('\n', end);
  } else if (chomp === '') decoded.make('\n', separatorAt);
  return decoded;
}
