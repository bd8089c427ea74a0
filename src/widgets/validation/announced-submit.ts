/**
 * On a form whose sending the page announced before the form's code took over (a submit held by
 * start-after-paint.ts, said by the island's early status region): the form's own status region
 * does not say it again when the held submit is sent.
 */
export const ANNOUNCED_SUBMIT_ATTRIBUTE = 'data-announced-submit';
