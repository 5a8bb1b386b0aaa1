import { describe, expect, it } from 'vitest';
import type { Location } from '@planmywalk/contracts';
import type { RouteName } from '@planmywalk/domain';
import { ROUTES } from '../routes/routeTable.ts';
import { pageHead, SHARED_PLAN_TITLE, SITE_DESCRIPTION } from './pageHead.ts';

const route = (name: RouteName) => {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

const kepler = {
  slug: 'kepler-track',
  title: 'Kepler Track',
  type: 'Track',
  singular_name: 'track',
  introduction: 'A "Great Walk" <loop> of alpine ridges & beech forest.',
  locations: [{ title: 'Fiordland National Park' }],
  image: 'https://www.doc.govt.nz/thumbs/kepler.jpg',
  image_alt: 'Luxmore Hut on the ridge',
  photo_credit: 'DOC',
} as unknown as Location;

/** The tags of a head as name → content (meta) or rel → href (link), and its title. */
function tagsOf(head: string) {
  const tags = new Map<string, string>();
  for (const [, key, value] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) tags.set(key!, value!);
  for (const [, rel, href] of head.matchAll(/<link rel="([^"]+)" href="([^"]*)">/g)) tags.set(rel!, href!);
  tags.set('title', /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
  return tags;
}

describe('pageHead', () => {
  it("gives a place's page its title, description, canonical URL and DOC's photo with its credit, escaped", () => {
    const tags = tagsOf(pageHead({ route: route('track'), origin: 'https://planmywalk.nz', path: '/tracks/kepler-track', location: kepler }));
    expect(tags.get('title')).toBe('Kepler Track | Plan My Walk');
    expect(tags.get('description')).toBe('A &quot;Great Walk&quot; &lt;loop&gt; of alpine ridges &amp; beech forest.');
    expect(tags.get('canonical')).toBe('https://planmywalk.nz/tracks/kepler-track');
    expect(tags.get('og:url')).toBe('https://planmywalk.nz/tracks/kepler-track');
    expect(tags.get('og:image')).toBe('https://www.doc.govt.nz/thumbs/kepler.jpg');
    expect(tags.get('og:image:alt')).toBe('Luxmore Hut on the ridge (photo: DOC)');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.has('robots')).toBe(false);
  });

  it("names a place's view, and describes a place without an introduction by what and where it is", () => {
    const quiet = { ...kepler, introduction: null, image: null } as unknown as Location;
    const tags = tagsOf(pageHead({ route: route('track-weather'), origin: 'https://planmywalk.nz', path: '/tracks/kepler-track/weather', location: quiet }));
    expect(tags.get('title')).toBe('Kepler Track weather | Plan My Walk');
    expect(tags.get('description')).toBe('Kepler Track: a track in Fiordland National Park, New Zealand. Alerts, weather, gear and a trip plan.');
    expect(tags.get('twitter:card')).toBe('summary');
    expect(tags.has('og:image')).toBe(false);
  });

  it('cuts a long introduction at a word', () => {
    const long = { ...kepler, introduction: 'word '.repeat(100) } as unknown as Location;
    const description = tagsOf(pageHead({ route: route('track'), origin: 'https://planmywalk.nz', path: '/tracks/kepler-track', location: long })).get('description') ?? '';
    expect(description.length).toBeLessThanOrEqual(201);
    expect(description).toMatch(/word…$/);
  });

  it('previews a shared plan with its DOC place only, kept out of search engines', () => {
    const head = pageHead({ route: route('plan-readonly'), origin: 'https://planmywalk.nz', path: '/plan/abc', planPlaceTitle: 'Kepler Track', noindex: true });
    const tags = tagsOf(head);
    expect(tags.get('title')).toBe(`${SHARED_PLAN_TITLE} · Kepler Track`);
    expect(tags.get('og:title')).toBe('A trip plan shared with you · Kepler Track');
    expect(tags.get('robots')).toBe('noindex, nofollow');
    expect(tags.has('canonical')).toBe(false);
    expect(tagsOf(pageHead({ route: route('plan-readonly'), origin: 'https://planmywalk.nz', path: '/plan/abc', noindex: true })).get('title')).toBe(SHARED_PLAN_TITLE);
  });

  it("gives other pages their route's title and the site's description", () => {
    const tags = tagsOf(pageHead({ route: route('help'), origin: 'https://planmywalk.nz', path: '/help' }));
    expect(tags.get('title')).toBe('Frequently Asked Questions, Help and Support | Plan My Walk');
    expect(tags.get('description')).toBe(SITE_DESCRIPTION);
  });
});
