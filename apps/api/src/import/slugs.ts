import { createHash } from 'node:crypto';
import { slugify } from './text.ts';

interface Sluggable {
  type: string;
  sourceKey: string;
  title: string;
  places: string[];
  regions: string[];
}

const shortKey = (sourceKey: string) => createHash('sha1').update(sourceKey).digest('hex').slice(0, 6);

/**
 * Readable slugs, unique per type, that do not depend on record order: a title used
 * once gets its plain slug ('routeburn-track'); every holder of a shared title gets the
 * title plus its place (or region) when that tells them apart ('crow-hut-arthurs-pass-
 * national-park'), otherwise plus a short hash of its DOC asset id.
 */
export function assignSlugs<T extends Sluggable>(records: T[]): Array<T & { slug: string }> {
  const slugs = new Map<T, string>();
  for (const type of new Set(records.map((r) => r.type))) {
    const ofType = records.filter((r) => r.type === type);
    const groups = new Map<string, T[]>();
    for (const record of ofType) {
      const base = slugify(record.title);
      groups.set(base, [...(groups.get(base) ?? []), record]);
    }
    const taken = new Set([...groups].filter(([, group]) => group.length === 1).map(([base]) => base));
    for (const [base, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      if (group.length === 1) {
        slugs.set(group[0] as T, base);
        continue;
      }
      const byPlace = group.map((r) => {
        const where = r.places[0] ?? r.regions[0];
        return where ? `${base}-${slugify(where)}` : null;
      });
      const counts = new Map<string, number>();
      for (const candidate of byPlace) if (candidate) counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
      const members = group.map((record, i) => ({ record, candidate: byPlace[i] ?? null }));
      members.sort((a, b) => a.record.sourceKey.localeCompare(b.record.sourceKey));
      for (const { record, candidate } of members) {
        const slug =
          candidate && counts.get(candidate) === 1 && !taken.has(candidate) ? candidate : `${base}-${shortKey(record.sourceKey)}`;
        taken.add(slug);
        slugs.set(record, slug);
      }
    }
  }
  return records.map((record) => ({ ...record, slug: slugs.get(record) ?? slugify(record.title) }));
}
