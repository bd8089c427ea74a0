export { IbanField, type IbanFieldProps } from './IbanField';
export { formatIban, formattedCaret, IBAN_MAX_LENGTH, unformatIban } from './iban';
