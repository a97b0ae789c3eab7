import { describe, expect, it } from 'vitest';
import { checkNewPassword, describePasswordProblem, PASSWORD_MAX_LENGTH } from './password-rules';

const common = new Set(['qwertyuiop', 'password123']);
const isCommon = (p: string) => common.has(p);

describe('checkNewPassword', () => {
  it('wants at least 10 characters, counted as people count them', () => {
    expect(checkNewPassword('demo1234')).toEqual(['too_short']);
    expect(checkNewPassword('🙂🙂🙂🙂🙂🙂🙂🙂🙂')).toEqual(['too_short']);
    expect(checkNewPassword('🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂')).toEqual([]);
    expect(checkNewPassword('correct horse')).toEqual([]);
  });

  it('has no composition rules: lower-case words are fine', () => {
    expect(checkNewPassword('blue kettle morning')).toEqual([]);
  });

  it('refuses absurdly long passwords', () => {
    expect(checkNewPassword('a'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(checkNewPassword('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['too_long']);
  });

  it('refuses listed passwords whatever their case', () => {
    expect(checkNewPassword('QwertyUIOP', { isCommon })).toEqual(['too_common']);
    expect(checkNewPassword('qwertyuiop!', { isCommon })).toEqual([]);
  });

  it('refuses the e-mail address or its local part', () => {
    expect(checkNewPassword('jo.bloggs.1999@example.org', { email: 'Jo.Bloggs.1999@example.org' })).toEqual([
      'same_as_email',
    ]);
    expect(checkNewPassword('jo.bloggs.1999', { email: 'jo.bloggs.1999@example.org' })).toEqual(['same_as_email']);
  });

  it('says what to do about each problem', () => {
    expect(describePasswordProblem('too_short')).toMatch(/at least 10/);
    expect(describePasswordProblem('too_common')).toMatch(/common/);
  });
});
