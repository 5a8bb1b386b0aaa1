import { describe, expect, it } from 'vitest';
import type { User } from '@planmywalk/contracts';
import { profileFormValues, toProfileUpdate } from './profileValues.ts';

const user = {
  first_name: 'Aroha',
  last_name: null,
  phone: null,
  email: 'aroha@example.nz',
  gender: null,
  level: 'Expert',
  dob: '1990-02-28',
} as unknown as User;

describe('profile values', () => {
  it('starts the form from the user, with empty strings for what is not set', () => {
    expect(profileFormValues(user)).toEqual({
      firstname: 'Aroha',
      lastname: '',
      phone: '',
      email: 'aroha@example.nz',
      gender: '',
      level: 'Expert',
      dob: '1990-02-28',
      current_password: '',
    });
  });

  it('sends trimmed names, no phone as null, and leaves the email alone', () => {
    expect(
      toProfileUpdate({ ...profileFormValues(user), firstname: ' Aroha ', lastname: 'Ngata', gender: 'Female', phone: ' ' }),
    ).toEqual({ firstname: 'Aroha', lastname: 'Ngata', phone: null, gender: 'Female', level: 'Expert', dob: '1990-02-28' });
  });

  it('sends another email with the current password, and the same email (any case) not at all', () => {
    const values = { ...profileFormValues(user), gender: 'Female' as const, current_password: 'my password' };
    expect(toProfileUpdate({ ...values, email: ' new@example.nz ' }, user.email)).toMatchObject({ email: 'new@example.nz', current_password: 'my password' });
    expect(toProfileUpdate({ ...values, email: 'AROHA@example.nz' }, user.email)).not.toHaveProperty('email');
    expect(toProfileUpdate({ ...values, email: 'AROHA@example.nz' }, user.email)).not.toHaveProperty('current_password');
  });
});
