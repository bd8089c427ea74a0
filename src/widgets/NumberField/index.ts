export { NumberField, type NumberFieldProps } from './NumberField';
export { sanitizeNumber } from './sanitizeNumber';
