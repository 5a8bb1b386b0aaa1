import { describe, expect, it } from 'vitest';
import {
  keepsWorkingPlan,
  locationKindOf,
  locationPagePath,
  myWalksTarget,
  planEditorPath,
  planLocationHref,
  planShareLink,
  showsUnsavedPlanWarning,
} from './planNavigation.ts';
import type { RouteName } from '../shell/routeNames.ts';
import { planCompleteView } from './planCompletion.ts';
import { PLAN_ID, planLocation, planSummary, tripStatusOf } from './planFixtures.ts';

describe('the plan editor of each location type', () => {
  it.each([
    [planLocation(), '/tracks/kepler-track', '/tracks/kepler-track/plan'],
    [planLocation({ type: 'Hut', slug: 'luxmore-hut' }), '/huts/luxmore-hut', '/huts/luxmore-hut/plan'],
    [planLocation({ type: 'Campsite', slug: 'brod-bay' }), '/campsites/brod-bay', '/campsites/brod-bay/plan'],
    [planLocation({ type: 'Custom Track', slug: null, id: 42 }), '/custom-tracks/42', '/custom-tracks/42/plan'],
  ])('%#: %s', (location, page, editor) => {
    expect(locationPagePath(location)).toBe(page);
    expect(planEditorPath(location)).toBe(editor);
  });

  it('names a saved plan to open in its query', () => {
    expect(planEditorPath(planLocation(), PLAN_ID)).toBe(`/tracks/kepler-track/plan?plan=${PLAN_ID}`);
  });
});

describe('the link of a read-only plan’s place', () => {
  const track = planLocation({ type: 'Custom Track', slug: null, id: 42 });
  it.each([
    ['a DOC track, for someone with the link', planLocation(), 'viewer', '/tracks/kepler-track'],
    ['a DOC track, for a group member', planLocation(), 'accepted', '/tracks/kepler-track'],
    ['a custom track, for its owner', track, 'owner', '/custom-tracks/42'],
    ['a custom track, for a group member (private to the owner)', track, 'accepted', null],
    ['a custom track, for an invited member', track, 'pending', null],
    ['a custom track, for someone with the link (the emergency contact)', track, 'viewer', null],
  ] as const)('%s: %s', (_name, location, viewer, href) => {
    expect(planLocationHref(location, viewer)).toBe(href);
  });
});

describe('the location page kind of a plan’s place', () => {
  it.each([
    [planLocation(), 'tracks'],
    [planLocation({ type: 'Hut', slug: 'luxmore-hut' }), 'huts'],
    [planLocation({ type: 'Campsite', slug: 'brod-bay' }), 'campsites'],
    [planLocation({ type: 'Custom Track', slug: null, id: 42 }), null],
  ])('%#: %s', (location, kind) => {
    expect(locationKindOf(location)).toBe(kind);
  });
});

describe('routes that keep the working plan (leaving the editor for others asks about unsaved changes)', () => {
  it.each<[RouteName, boolean]>([
    ['plan', true],
    ['track-plan', true],
    ['hut-plan', true],
    ['plan-complete', true],
    ['select-dates', true],
    ['track', true],
    ['campsite-map', true],
    ['hut-gear', true],
    ['custom-track-weather', true],
    ['tracks', false],
    ['home', false],
    ['my-walks', false],
    ['plan-readonly', false],
    ['custom-track-editor', false],
    ['account', false],
  ])('%s: %s', (route, keeps) => {
    expect(keepsWorkingPlan(route)).toBe(keeps);
  });
});

describe('where a My Walks tile leads (spec part 2 §4)', () => {
  it.each([
    ['the owner’s upcoming trip opens in the editor', planSummary('a'), '/tracks/kepler-track/plan?plan=a'],
    ['the owner’s draft opens in the editor', planSummary('b', { is_published: false, location: planLocation({ type: 'Hut', slug: 'luxmore-hut' }) }), '/huts/luxmore-hut/plan?plan=b'],
    ['a trip past its end opens read-only (its check-in is there)', planSummary('c', { status: tripStatusOf('due-back') }), '/plan/c'],
    ['a trip checked in from opens read-only', planSummary('g', { status: tripStatusOf('back-safely') }), '/plan/g'],
    ['a trip marked complete opens read-only', planSummary('d', { is_complete: true, status: tripStatusOf('completed') }), '/plan/d'],
    ['a trip someone else owns opens read-only', planSummary('e', { acceptanceState: 'accepted', canEdit: false }), '/plan/e'],
    ['a pending invitation opens read-only', planSummary('f', { acceptanceState: 'pending', canEdit: false, isPendingInvitation: true }), '/plan/f'],
  ])('%s', (_name, plan, expected) => {
    expect(myWalksTarget(plan)).toBe(expected);
  });
});

describe('the unsaved-plan warning (spec part 1 §4)', () => {
  const warned = { loggedIn: true, planning: true, hasLocation: true, isPublished: false, isComplete: false };
  it.each([
    ['a logged-in user editing an unpublished plan of a place', warned, true],
    ['a guest', { ...warned, loggedIn: false }, false],
    ['a user who has not edited', { ...warned, planning: false }, false],
    ['a plan without a place', { ...warned, hasLocation: false }, false],
    ['a published plan', { ...warned, isPublished: true }, false],
    ['a complete plan', { ...warned, isComplete: true }, false],
  ])('%s: %s', (_name, facts, expected) => {
    expect(showsUnsavedPlanWarning(facts)).toBe(expected);
  });
});

describe('the share link', () => {
  it('is the origin and /plan/{id}', () => {
    expect(planShareLink('https://planmywalk.nz/', PLAN_ID)).toBe(`https://planmywalk.nz/plan/${PLAN_ID}`);
  });
});

describe('the plan-complete screen (spec part 2 §2)', () => {
  it.each([
    [
      'published with an emergency contact',
      { planId: 'p1', published: true, hasEmergencyContact: true },
      "Congratulations, you've shared your plan with everyone in your group and your emergency contact",
      { label: 'View this upcoming trip', to: '/plan/p1' },
    ],
    [
      'published without one',
      { planId: 'p1', published: true, hasEmergencyContact: false },
      "Congratulations, you've shared your plan with everyone in your group",
      { label: 'View this upcoming trip', to: '/plan/p1' },
    ],
    [
      'a draft',
      { planId: 'p1', published: false, hasEmergencyContact: true },
      'Your trip has now been saved as a draft.',
      { label: 'Continue editing this draft trip', to: 'plan' },
    ],
  ])('%s', (_name, save, message, primaryAction) => {
    expect(planCompleteView(save)).toEqual({ message, primaryAction });
  });
});
