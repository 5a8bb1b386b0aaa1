import { describe, expect, it } from 'vitest';
import { contactSchema, emptyContactForm, type ContactFormValues } from './contactSchema.ts';
import { validateWith } from './validateWith.ts';

const validate = validateWith<ContactFormValues>(contactSchema);
const filled = (overrides: Partial<ContactFormValues> = {}): ContactFormValues => ({
  ...emptyContactForm(),
  first_name: 'Mere',
  last_name: 'Tane',
  ...overrides,
});

describe('the contact form (spec part 2 §5)', () => {
  it.each([
    ['names only', filled(), {}],
    ['every field', filled({ email: 'mere@example.nz', phone: '021 555 0100', relationship: 'Sister' }), {}],
    ['no first name', filled({ first_name: ' ' }), { first_name: 'Please enter their first name' }],
    ['no last name', filled({ last_name: '' }), { last_name: 'Please enter their last name' }],
    ['nothing at all', emptyContactForm(), { first_name: 'Please enter their first name', last_name: 'Please enter their last name' }],
    ['an email that is not one', filled({ email: 'mere@' }), { email: 'Please enter a valid email address' }],
    ['an email without a dot after the @ (the server refuses it; yup’s .email() took it)', filled({ email: 'mere@home' }), { email: 'Please enter a valid email address' }],
    ['an email of 255 characters (over RFC 5321’s 254)', filled({ email: `${'m'.repeat(244)}@example.nz` }), { email: 'Please enter a valid email address' }],
    ['an email with a macron (the server takes it; yup’s .email() refused it)', filled({ email: 'tāne@example.nz' }), {}],
    ['a phone of 31 characters', filled({ phone: '1'.repeat(31) }), { phone: 'Maximum of 30 characters' }],
    ['a relationship of 301 characters', filled({ relationship: 'a'.repeat(301) }), { relationship: 'Maximum of 300 characters' }],
    ['a first name of 101 characters', filled({ first_name: 'a'.repeat(101) }), { first_name: 'Maximum of 100 characters' }],
  ])('%s', (_name, values, expected) => {
    expect(validate(values)).toEqual(expected);
  });
});
