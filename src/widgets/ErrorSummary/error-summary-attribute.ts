/** Marks the error summary, so that a field left for it knows the summary speaks for it (useStorefrontForm). */
export const ERROR_SUMMARY_ATTRIBUTE = 'data-error-summary';
