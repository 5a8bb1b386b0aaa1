import type { ProfileUpdate, User } from '@planmywalk/contracts';
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
  };
}

/** The form's values as PUT api/v1/user takes them (validated before this is called). */
export function toProfileUpdate(values: ProfileFormValues): Omit<ProfileUpdate, 'portrait'> {
  if (values.gender === '' || values.level === '') throw new Error('A validated profile has a gender and a level');
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    phone: values.phone.trim() || null,
    gender: values.gender,
    level: values.level,
    dob: values.dob,
  };
}
