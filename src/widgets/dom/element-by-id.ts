/**
 * The element with this id in the same document or shadow root as `near`. A form inside an embed's
 * shadow root (the footer embed) has its fields there, where `document.getElementById` finds none.
 */
export function elementById(near: Node, id: string): HTMLElement | null {
  const root = near.getRootNode() as Document | ShadowRoot;
  return root.getElementById(id);
}
