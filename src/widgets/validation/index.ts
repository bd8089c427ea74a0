export { fallbackMessage } from './fallbackMessage';
export { resolveFieldState, type FieldState } from './fieldState';
export { useStorefrontForm, type StorefrontForm, type StorefrontFormOptions } from './useStorefrontForm';
export { FormStatus } from './FormStatus';
export type { FieldAnnouncement, SummaryError } from './useFormFeedback';
