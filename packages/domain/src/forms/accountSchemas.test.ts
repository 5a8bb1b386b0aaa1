import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activationSchema,
  isValidDateOfBirth,
  loginSchema,
  MESSAGES,
  passwordUpdateSchema,
  isEmailChange,
  profileSchema,
  registerSchema,
} from './accountSchemas.ts';
import { validateWith } from './validateWith.ts';

const today = new Date('2026-11-21T12:00:00Z');

describe('login form', () => {
  const validate = validateWith(loginSchema);
  it.each([
    [{ email: '', password: '' }, { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired }],
    [{ email: 'walker@', password: 'x' }, { email: MESSAGES.emailInvalid }],
    [{ email: 'walker@example.nz', password: 'x' }, {}],
  ])('given %o, reports %o', (values, errors) => {
    expect(validate(values)).toEqual(errors);
  });
});

describe('register form', () => {
  const validate = validateWith(registerSchema);
  it('requires the terms to be accepted', () => {
    expect(validate({ email: 'walker@example.nz', password: 'correct horse', agreed_to_terms: false })).toEqual({
      agreed_to_terms: MESSAGES.termsRequired,
    });
  });
  it('accepts a complete registration', () => {
    expect(validate({ email: 'walker@example.nz', password: 'correct horse', agreed_to_terms: true })).toEqual({});
  });
});

describe('activation code', () => {
  const validate = validateWith(activationSchema);
  it.each([
    ['', MESSAGES.codeRequired],
    ['ABC12', MESSAGES.codeLength],
    ['ABC1234', MESSAGES.codeLength],
  ])('rejects %j with %s', (code, message) => {
    expect(validate({ code })).toEqual({ code: message });
  });
  it('accepts exactly 6 characters', () => {
    expect(validate({ code: 'K7PQ2M' })).toEqual({});
  });
});

describe('password update', () => {
  const validate = validateWith(passwordUpdateSchema);
  it('says passwords must match', () => {
    expect(validate({ currentpassword: 'old one', newpassword: 'a long password', repassword: 'another one' })).toEqual({
      repassword: 'Passwords must match',
    });
  });

  it('requires the current password', () => {
    expect(validate({ currentpassword: '', newpassword: 'a long password', repassword: 'a long password' })).toEqual({
      currentpassword: MESSAGES.currentPasswordRequired,
    });
  });
});

describe('profile form', () => {
  const base = { firstname: 'Aroha', lastname: 'Ngata', phone: '', email: '', gender: 'Female', level: 'Beginner', dob: null };

  it('requires names, gender and level; email only in the one-column layout', () => {
    const twoColumn = validateWith(profileSchema({ requireEmail: false, today }));
    expect(twoColumn({ ...base, firstname: ' ', gender: '', level: '' })).toEqual({
      firstname: MESSAGES.firstNameRequired,
      gender: MESSAGES.genderRequired,
      level: MESSAGES.levelRequired,
    });
    expect(twoColumn(base)).toEqual({});
    const oneColumn = validateWith(profileSchema({ requireEmail: true, today }));
    expect(oneColumn(base)).toEqual({ email: MESSAGES.emailRequired });
  });

  it.each([
    ['a name of 100 characters is accepted', 'a'.repeat(100), {}],
    ['a name of 101 characters is refused, as the server would', 'a'.repeat(101), { firstname: MESSAGES.nameTooLong, lastname: MESSAGES.nameTooLong }],
    ['spaces around a long name do not count', ` ${'a'.repeat(100)} `, {}],
  ])('names: %s', (_scenario, name, errors) => {
    const validate = validateWith(profileSchema({ requireEmail: false, today }));
    expect(validate({ ...base, firstname: name, lastname: name })).toEqual(errors);
  });

  it.each([
    ['a phone of 30 characters is accepted', '0'.repeat(30), {}],
    ['a phone of 31 characters is refused, as the server would', '0'.repeat(31), { phone: MESSAGES.phoneTooLong }],
  ])('phone: %s', (_scenario, phone, errors) => {
    const validate = validateWith(profileSchema({ requireEmail: false, today }));
    expect(validate({ ...base, phone })).toEqual(errors);
  });

  it.each([
    ['aroha@example.nz', '', {}],
    [' AROHA@example.nz ', '', {}],
    ['', '', {}],
    ['new@example.nz', '', { current_password: MESSAGES.currentPasswordForEmail }],
    ['new@example.nz', 'my password', {}],
  ])('given email %j and current password %j, asks for the password only when the email changes', (email, current, errors) => {
    const validate = validateWith(profileSchema({ requireEmail: false, today, currentEmail: 'aroha@example.nz' }));
    expect(validate({ ...base, email, current_password: current })).toEqual(errors);
  });

  it.each([
    ['a@b.nz', 'a@b.nz', false],
    [' A@B.nz', 'a@b.nz', false],
    ['c@b.nz', 'a@b.nz', true],
    ['', 'a@b.nz', false],
    ['c@b.nz', undefined, false],
  ])('isEmailChange(%j, %j) is %s', (form, current, changed) => {
    expect(isEmailChange(form, current)).toBe(changed);
  });

  it('accepts no date of birth, and rejects a future one', () => {
    const validate = validateWith(profileSchema({ requireEmail: false, today }));
    expect(validate({ ...base, dob: null })).toEqual({});
    expect(validate({ ...base, dob: '2027-01-01' })).toEqual({ dob: MESSAGES.dobInvalid });
  });
});

describe('isValidDateOfBirth', () => {
  it.each([
    ['1990-02-28', true],
    ['2026-11-21', true],
    ['2026-11-22', false],
    ['1906-11-21', true],
    ['1906-11-20', false],
    ['2023-02-29', false],
    ['2024-02-29', true],
    ['21/11/1990', false],
  ])('%s is %s', (value, valid) => {
    expect(isValidDateOfBirth(value, today)).toBe(valid);
  });

  describe('on a device in New Zealand', () => {
    const zone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'Pacific/Auckland';
    });
    afterAll(() => {
      process.env.TZ = zone;
    });

    it.each([
      ['1990-02-28', true],
      ['2024-02-29', true],
      ['2026-11-21', true],
      ['2026-11-22', false],
      ['2023-02-29', false],
    ])('%s is %s', (value, valid) => {
      expect(isValidDateOfBirth(value, new Date(2026, 10, 21, 12, 0))).toBe(valid);
    });
  });
});
