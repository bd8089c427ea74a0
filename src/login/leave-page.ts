/** Goes to `target` in place of this page, so Back does not return to a page that would send the shopper on again. */
export function leavePageFor(target: string): void {
  window.location.replace(target);
}
