export { PasswordStrength, type PasswordStrengthProps } from './PasswordStrength';
export {
  PASSWORD_STRENGTH_LEVELS,
  PASSWORD_STRENGTH_MIN_LENGTH,
  passwordStrength,
  type PasswordStrengthLevel,
} from './passwordStrength';
