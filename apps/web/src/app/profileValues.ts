import { EXPERIENCE_LEVELS, GENDERS, blankToNull, type ProfileUpdate, type User } from '@planmywalk/contracts';
import { isEmailChange } from '@planmywalk/domain';
import type { ProfileFormValues } from '@planmywalk/ui';

/** The profile form's starting values from the user. */
export function profileFormValues(user: User): ProfileFormValues {
  return {
    firstname: user.first_name ?? '',
    lastname: user.last_name ?? '',
    phone: user.phone ?? '',
    email: user.email,
    gender: user.gender ?? '',
    level: user.level ?? '',
    dob: user.dob,
    current_password: '',
  };
}

function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
}

/**
 * The form's values as PUT api/v1/user takes them (validated before this is called).
 * The email is sent only when it is another address than `currentEmail`, with the
 * current password the server asks for then; profile setup has no email and sends none.
 */
export function toProfileUpdate(values: ProfileFormValues, currentEmail?: string): Omit<ProfileUpdate, 'portrait'> {
  const { gender, level } = values;
  if (!isOneOf(GENDERS, gender) || !isOneOf(EXPERIENCE_LEVELS, level)) {
    throw new Error('A validated profile has a gender and a level');
  }
  const emailChange = isEmailChange(values.email, currentEmail) ? { email: values.email.trim(), current_password: values.current_password } : {};
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    phone: blankToNull(values.phone),
    gender,
    level,
    dob: values.dob,
    ...emailChange,
  };
}
