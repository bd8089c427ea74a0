/** Viewport widths in px at which the layout changes (spec §9), by name. */
export const breakpoints = {
  xs: 374,
  s: 667,
  m: 767,
  l: 979,
  xl: 1023,
  xxl: 1279,
  '3xl': 1439,
  '4xl': 1919,
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** Viewports narrower than this are phones. */
export const PHONE_BREAKPOINT = 768;

/** Viewports narrower than this are tablets or phones. */
export const TABLET_BREAKPOINT = 1280;

/** `(min-width: …)` for a named breakpoint, e.g. minWidth('m') is '(min-width: 767px)'. */
export function minWidth(name: BreakpointName): string {
  return `(min-width: ${breakpoints[name]}px)`;
}

/** `(max-width: …)` for a named breakpoint, e.g. maxWidth('m') is '(max-width: 767px)'. */
export function maxWidth(name: BreakpointName): string {
  return `(max-width: ${breakpoints[name]}px)`;
}

// "Narrower than 768px" is max-width 767.98px rather than 767px: a zoomed page can be 767.5px wide.
/** Matches phone viewports, for matchMedia or Mantine's useMediaQuery. */
export const PHONE_QUERY = `(max-width: ${PHONE_BREAKPOINT - 0.02}px)`;

/** Matches tablet and phone viewports. */
export const TABLET_OR_PHONE_QUERY = `(max-width: ${TABLET_BREAKPOINT - 0.02}px)`;
