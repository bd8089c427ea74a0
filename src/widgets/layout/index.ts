export {
  breakpoints,
  maxWidth,
  minWidth,
  PHONE_BREAKPOINT,
  PHONE_QUERY,
  TABLET_BREAKPOINT,
  TABLET_OR_PHONE_QUERY,
  type BreakpointName,
} from './breakpoints';
export { isPhone, isTabletOrPhone } from './device';
export { DEFAULT_TEXT_ALIGN } from './text';
