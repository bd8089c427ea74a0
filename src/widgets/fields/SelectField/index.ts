export { SelectField, type SelectFieldProps } from './SelectField';
