/** The options of `validate`, for one check (validate.ts) and for checking on every save (validate-watch.ts). */
export interface ValidateOptions {
  country?: string;
  format: 'text' | 'json' | 'github';
  watch?: boolean;
}
