import { isCollection, isNode, isPair, type Document, type Node } from 'yaml';

/** One node on the way through a document. */
export interface WalkStep {
  node: Node;
  /** How many collections hold it: 0 for the top-level node. */
  depth: number;
  /** The step of the collection that holds it. */
  parent?: WalkStep;
}

export interface WalkVisitor {
  /** Called before the node's children; returning false skips them. */
  enter(step: WalkStep): boolean | void;
  /** Called after the node's children. */
  leave?(step: WalkStep): void;
}

/**
 * Every node of a document in document order, a key before its value. The walk keeps its own
 * stack rather than recursing: a hostile file nested thousands deep must not overflow the call stack.
 */
export function walkNodes(document: Document.Parsed, visitor: WalkVisitor): void {
  const stack: Array<{ step: WalkStep; entered: boolean }> = isNode(document.contents) ? [{ step: { node: document.contents, depth: 0 }, entered: false }] : [];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.entered) {
      visitor.leave?.(frame.step);
      continue;
    }
    const descend = visitor.enter(frame.step) !== false;
    stack.push({ step: frame.step, entered: true });
    if (!descend || !isCollection(frame.step.node)) continue;
    const children = frame.step.node.items.flatMap((item: unknown) => (isPair(item) ? [item.key, item.value] : [item])).filter(isNode);
    for (const child of children.reverse()) stack.push({ step: { node: child, depth: frame.step.depth + 1, parent: frame.step }, entered: false });
  }
}
