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
export { detectDeviceClass, isPhone, isTabletOrPhone, type PlatformHints } from './device';
export { DEFAULT_TEXT_ALIGN } from './text';
