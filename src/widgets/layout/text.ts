/** Text alignment of the widgets' text unless a caller sets another (spec §9). */
export const DEFAULT_TEXT_ALIGN = 'left';
