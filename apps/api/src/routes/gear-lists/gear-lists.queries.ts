import type { GearCategory, GearListSource } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import type { GearListTemplateRow } from '../../commands/gear-lists/gear-lists.queries.ts';

export type GearListPresetRow = {
  id: string;
  title: string;
  description: string;
  categories: GearCategory[];
  sources: GearListSource[];
};

/** Every preset, in the gear page's order. */
export async function listGearPresets(db: Queryable): Promise<GearListPresetRow[]> {
  return db.query<GearListPresetRow>('SELECT id, title, description, categories, sources FROM gear_list_presets ORDER BY position, id');
}

/** The user's custom gear lists, oldest first. */
export async function listGearTemplates(db: Queryable, userId: number): Promise<GearListTemplateRow[]> {
  return db.query<GearListTemplateRow>('SELECT id, user_id, title, categories FROM gear_list_templates WHERE user_id = $1 ORDER BY id', [userId]);
}
