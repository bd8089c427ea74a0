import { isCollection, isNode, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';
import { childPointer } from './json-pointer.ts';

/** One node on the way through a document. */
export interface WalkStep {
  node: Node;
  /** How many collections hold it: 0 for the top-level node. */
  depth: number;
  /** The step of the collection that holds it. */
  parent?: WalkStep;
  /** Where in the document's steps the node's children end: the index of the next step outside it. */
  end: number;
  /** Its place among the items of the collection that holds it (a pair's, for its key and value). */
  index: number;
  /** For the value of a pair: the pair's key. */
  key?: Node;
  /** Set for the key of a pair. */
  isKey?: true;
}

export interface WalkVisitor {
  /** Called before the node's children; returning false skips them. */
  enter(step: WalkStep): boolean | void;
  /** Called after the node's children. */
  leave?(step: WalkStep): void;
}

/** A document's nodes in document order, listed once: every check of a file walks the same list. */
const stepsOfDocuments = new WeakMap<Document.Parsed, WalkStep[]>();

/**
 * Every node of a document in document order, a key before its value. The list is made with a
 * stack of its own rather than by recursing: a hostile file nested thousands deep must not
 * overflow the call stack.
 */
function documentSteps(document: Document.Parsed): WalkStep[] {
  const known = stepsOfDocuments.get(document);
  if (known) return known;
  const steps: WalkStep[] = [];
  const pending: WalkStep[] = isNode(document.contents) ? [{ node: document.contents, depth: 0, end: 0, index: 0 }] : [];
  // A step's end is known once everything after it has been listed: the steps still open are closed as the list grows past them.
  const open: WalkStep[] = [];
  while (pending.length > 0) {
    const step = pending.pop()!;
    while (open.length > 0 && open[open.length - 1]!.depth >= step.depth) open.pop()!.end = steps.length;
    steps.push(step);
    open.push(step);
    if (!isCollection(step.node)) continue;
    const { items } = step.node;
    for (let index = items.length - 1; index >= 0; index -= 1) {
      const item = items[index];
      const depth = step.depth + 1;
      if (!isPair(item)) {
        if (isNode(item)) pending.push({ node: item, depth, parent: step, end: 0, index });
        continue;
      }
      if (isNode(item.value)) pending.push({ node: item.value, depth, parent: step, end: 0, index, key: isNode(item.key) ? item.key : undefined });
      if (isNode(item.key)) pending.push({ node: item.key, depth, parent: step, end: 0, index, isKey: true });
    }
  }
  for (const step of open) step.end = steps.length;
  stepsOfDocuments.set(document, steps);
  return steps;
}

/** Walks every node of a document in document order, a key before its value. */
export function walkNodes(document: Document.Parsed, visitor: WalkVisitor): void {
  const steps = documentSteps(document);
  const { leave } = visitor;
  // Most walks only enter: they need no stack of the nodes entered.
  if (!leave) {
    for (let index = 0; index < steps.length; ) index = visitor.enter(steps[index]!) === false ? steps[index]!.end : index + 1;
    return;
  }
  const entered: WalkStep[] = [];
  const leaveUntil = (index: number) => {
    while (entered.length > 0 && entered[entered.length - 1]!.end <= index) leave(entered.pop()!);
  };
  for (let index = 0; index < steps.length; ) {
    leaveUntil(index);
    const step = steps[index]!;
    entered.push(step);
    index = visitor.enter(step) === false ? step.end : index + 1;
  }
  leaveUntil(steps.length);
}

/** The JSON pointer of a value in the document's data: each key and list position on the way to it. */
export function pointerOf(step: WalkStep): string {
  const segments: string[] = [];
  for (let at: WalkStep | undefined = step; at?.parent; at = at.parent) {
    if (isScalar(at.key)) segments.push(String(at.key.value));
    if (isSeq(at.parent.node)) segments.push(String(at.index));
  }
  return segments.reverse().reduce(childPointer, '');
}
