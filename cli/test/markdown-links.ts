import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';

/** A link found in a Markdown file: where it is written and what it points at. */
export interface MarkdownLink {
  line: number;
  target: string;
}

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^#{1,6}\s+(.*?)\s*#*\s*$/;
// `[text](target)` and `![alt](target)`, with an optional "title" after the target.
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Lines outside fenced code blocks, with their 1-based numbers: code is never a link. */
function proseLines(text: string): { line: number; content: string }[] {
  const lines: { line: number; content: string }[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((content, index) => {
    const opening = FENCE.exec(content);
    if (fence) {
      if (opening && opening[1] === fence) fence = undefined;
    } else if (opening) {
      fence = opening[1];
    } else {
      lines.push({ line: index + 1, content });
    }
  });
  return lines;
}

/** Every `[text](target)` of a Markdown text, leaving out what inline code spans hold. */
export function markdownLinks(text: string): MarkdownLink[] {
  return proseLines(text).flatMap(({ line, content }) => {
    const withoutCode = content.replace(/(`+)[\s\S]*?\1/g, '');
    return [...withoutCode.matchAll(LINK)].map((match) => ({ line, target: match[1]! }));
  });
}

/**
 * GitHub's anchor for a heading: the text as shown (no backticks, emphasis or link syntax), lower
 * case, every character but letters, digits, spaces, `-` and `_` removed, spaces as `-`.
 */
export function headingSlug(heading: string): string {
  const shown = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  return shown
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings; a repeated heading gets `-1`, `-2` … as on GitHub. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { content } of proseLines(text)) {
    const heading = HEADING.exec(content);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The broken links of the given Markdown files (paths relative to `root`), one line each as
 * `file:line: what is wrong`. A relative target must exist; an `#anchor` must name a heading of
 * the Markdown file it points into. `https://`, `mailto:` and the like are not fetched.
 */
export function brokenLinks(root: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(readFileSync(path, 'utf8')));
    return anchorsOf.get(path)!;
  };
  for (const file of files) {
    const source = join(root, file);
    for (const { line, target } of markdownLinks(readFileSync(source, 'utf8'))) {
      if (EXTERNAL.test(target)) continue;
      const where = `${file}:${line}`;
      const hashAt = target.indexOf('#');
      let pathPart: string;
      let anchor: string | undefined;
      try {
        pathPart = decodeURI(hashAt === -1 ? target : target.slice(0, hashAt));
        anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
      } catch {
        problems.push(`${where}: ${target} is not a valid address (a stray %)`);
        continue;
      }
      const resolved = pathPart === '' ? source : pathPart.startsWith('/') ? join(root, pathPart) : join(dirname(source), pathPart);
      const shown = relative(root, resolved) || '.';
      if (!existsSync(resolved)) {
        problems.push(`${where}: ${target} names ${shown}, which does not exist`);
        continue;
      }
      if (anchor === undefined) continue;
      if (statSync(resolved).isDirectory() || extname(resolved) !== '.md') {
        problems.push(`${where}: ${target} has an anchor, but ${shown} is no Markdown file`);
      } else if (!anchors(resolved).has(anchor)) {
        problems.push(`${where}: ${target}: no heading of ${shown} has the anchor #${anchor}`);
      }
    }
  }
  return problems;
}
