import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    { password: 'abcDE12', strength: undefined, why: 'under 8 characters, even with every class' },
    { password: '!!!!????', strength: 'weak', why: 'no class' },
    { password: 'abcdefgh', strength: 'ok', why: 'lowercase only' },
    { password: 'ABCDEFGH', strength: 'ok', why: 'uppercase only' },
    { password: '12345678', strength: 'ok', why: 'digits only' },
    { password: 'abcdEFGH', strength: 'strong', why: 'lowercase and uppercase' },
    { password: 'abcd1234', strength: 'strong', why: 'lowercase and digits' },
    { password: 'abcDEF12', strength: 'veryStrong', why: 'all three classes' },
    { password: 'şifreĞÜ1', strength: 'veryStrong', why: 'all three classes, with Turkish letters' },
  ])('rates $password as $strength: $why', ({ password, strength }) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('counts an emoji as one character', () => {
    expect(passwordStrength('abcdefg🙂')).toBe('ok');
    expect(passwordStrength('abcdef🙂')).toBeUndefined();
  });
});
