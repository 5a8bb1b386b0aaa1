import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.ts';
import type { RouteName } from '@planmywalk/domain';
import { ROUTES } from './routeTable.ts';

const route = (name: RouteName) => {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('pageTitle', () => {
  it("names a place's details and each of its views", () => {
    expect(pageTitle(route('track'), 'Kepler Track')).toBe('Kepler Track | Plan My Walk');
    expect(pageTitle(route('track-alerts'), 'Kepler Track')).toBe('Kepler Track alerts | Plan My Walk');
    expect(pageTitle(route('hut-weather'), 'Mueller Hut')).toBe('Mueller Hut weather | Plan My Walk');
  });

  it("is the route's title until the place is known, and on other pages", () => {
    expect(pageTitle(route('track'))).toBe('Track | Plan My Walk');
    expect(pageTitle(route('help'), 'Kepler Track')).toBe('Frequently Asked Questions, Help and Support | Plan My Walk');
    expect(pageTitle(undefined)).toBe('Plan My Walk');
  });
});
