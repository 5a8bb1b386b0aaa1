import { describe, expect, it } from 'vitest';
import { contactFullName, contactInitials, telHref } from './contactText.ts';

describe('contactFullName', () => {
  it.each([
    ['first and last name', { first_name: 'Aroha', last_name: 'Ngata' }, 'Aroha Ngata'],
    ['a last name with a space', { first_name: 'Miriama', last_name: 'Te Awa' }, 'Miriama Te Awa'],
    ['a missing last name leaves no trailing space', { first_name: 'Tama', last_name: '' }, 'Tama'],
  ])('%s', (_, contact, name) => {
    expect(contactFullName(contact)).toBe(name);
  });
});

describe('contactInitials', () => {
  it.each([
    ['first letters, upper case', { first_name: 'aroha', last_name: 'ngata' }, 'AN'],
    ['leading spaces are skipped', { first_name: ' Sarah', last_name: ' Chen' }, 'SC'],
    ['a macron stays whole', { first_name: 'Ātaahua', last_name: 'Ōtaki' }, 'ĀŌ'],
    ['an emoji is one letter, not half of one', { first_name: '🥾 Hemi', last_name: 'Parata' }, '🥾P'],
    ['no names, no initials', { first_name: '', last_name: '' }, ''],
  ])('%s', (_, contact, initials) => {
    expect(contactInitials(contact)).toBe(initials);
  });
});

describe('telHref', () => {
  it.each([
    ['a mobile number with spaces', '021 555 0123', 'tel:0215550123'],
    ['an international number keeps its +', '+64 21 555 0123', 'tel:+64215550123'],
    ['brackets and dashes go', '(09) 555-0123', 'tel:095550123'],
    ['an extension is not dialled', '+64 21 555 0000 ext 1234', 'tel:+64215550000'],
    ['a note after the number is not dialled', '027 555 0456 after 5pm', 'tel:0275550456'],
    ['a + inside the number is dropped', '021+555', 'tel:021555'],
  ])('%s', (_, phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
