/** The country whose shop answers visitors whose language matches no other (spec §1: default de-DE). */
export const DEFAULT_COUNTRY = 'DE';
