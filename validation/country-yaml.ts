import { basename } from 'node:path';
import { Document, isCollection, isMap, isSeq, type Node } from 'yaml';
import { childPointer } from './json-pointer.ts';
import { originAt, originPosition, type Origins } from './origins.ts';

/**
 * Resolved country data as YAML, keys in the order of the file inherited from first. With
 * origins, each value carries a comment naming the file and line that writes it (`# de.yaml:42`).
 */
export function countryYaml(data: unknown, origins?: Origins): string {
  const document = new Document(data);
  if (origins) annotate(document.contents as Node, '', origins);
  // No folding: a long text stays on its line, so each value's comment sits beside it.
  return document.toString({ lineWidth: 0 });
}

function annotate(node: Node, pointer: string, origins: Origins): void {
  if (isMap(node) && node.items.length > 0) {
    for (const pair of node.items) annotate(pair.value as Node, childPointer(pointer, String((pair.key as { value: unknown }).value)), origins);
  } else if (isSeq(node) && node.items.length > 0) {
    node.items.forEach((item, index) => annotate(item as Node, childPointer(pointer, index), origins));
  } else {
    // An empty list or mapping is written inline, so its comment follows it as a scalar's does.
    if (isCollection(node)) node.flow = true;
    node.comment = ` ${whereWritten(pointer, origins)}`;
  }
}

function whereWritten(pointer: string, origins: Origins): string {
  const origin = originAt(origins, pointer);
  return origin ? `${basename(origin.source.file)}:${originPosition(origin, 'value').line}` : 'unknown origin';
}
