import type { GearListPreset, GearListTemplate } from '@planmywalk/contracts';
import type { GearListTemplateRow } from '../../commands/gear-lists/gear-lists.queries.ts';
import type { GearListPresetRow } from './gear-lists.queries.ts';

export const presentGearPreset = (row: GearListPresetRow): GearListPreset => ({
  id: row.id,
  title: row.title,
  description: row.description,
  categories: row.categories,
  sources: row.sources,
});

/** The owner is who asked: the user id stays on the server. */
export const presentGearTemplate = (row: GearListTemplateRow): GearListTemplate => ({ id: row.id, title: row.title, categories: row.categories });
