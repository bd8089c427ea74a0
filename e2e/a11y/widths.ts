/** A common phone and a common laptop: every accessibility check runs at both. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };
export const A11Y_VIEWPORTS = [PHONE, DESKTOP];
