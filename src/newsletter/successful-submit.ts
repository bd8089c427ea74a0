/**
 * The DOM event the sign-up widget dispatches after every successful sign-up (spec §4, submit flow
 * step 7); `detail.email` names the address. It bubbles from the widget's section, so a listener on
 * any element around it, or on the document, hears it, on the kit's pages as in the embeds. It is
 * composed: it leaves the footer embed's shadow root for the page around it.
 */
export const SUCCESSFUL_SUBMIT_EVENT = 'successfulSubmit';

export function announceSuccessfulSubmit(widget: Element, email: string): void {
  widget.dispatchEvent(new CustomEvent(SUCCESSFUL_SUBMIT_EVENT, { detail: { email }, bubbles: true, composed: true }));
}
