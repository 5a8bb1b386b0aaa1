import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.schema.ts';
import { GEAR_TEXT_MAX_LENGTH } from './gear.constants.ts';
import { GearCategory, GearList } from './plans.schema.ts';
import { Text } from './text.schema.ts';

/** Where a preset list's advice comes from (data/ATTRIBUTION.md lists them all). */
export const GearListSource = Type.Object(
  {
    title: Text(),
    publisher: Text(),
    url: Text({ description: 'The publisher’s page.' }),
  },
  { title: 'GearListSource', additionalProperties: false },
);
export type GearListSource = Static<typeof GearListSource>;

/**
 * A gear list written for a kind of trip (short walk, day walk, overnight hut trip,
 * multi-day tramp, camping, alpine or winter), from NZ Mountain Safety Council and DOC
 * guidance. A location offers some of them (`Location.gear_list_presets`) and starts
 * with one (`duration_category_gear_list`). Every item starts unpacked.
 */
export const GearListPreset = Type.Object(
  {
    id: Text({ description: "Stable: a plan's `list_preset_id`." }),
    title: Text(),
    description: Text({ description: 'What kind of trip it is for.' }),
    categories: Type.Array(GearCategory),
    sources: Type.Array(GearListSource),
  },
  { title: 'GearListPreset', additionalProperties: false },
);
export type GearListPreset = Static<typeof GearListPreset>;

/** GET gear-list-presets: every preset, in the order the gear page offers them. */
export const GearListPresetsResponse = Type.Array(GearListPreset, { title: 'GearListPresetsResponse' });
export type GearListPresetsResponse = Static<typeof GearListPresetsResponse>;

/** A custom gear list of the user's (spec part 2 §3: custom gear list template). */
export const GearListTemplate = Type.Object(
  {
    id: Type.Integer(),
    title: Text(),
    categories: GearList.properties.categories,
  },
  { title: 'GearListTemplate', additionalProperties: false },
);
export type GearListTemplate = Static<typeof GearListTemplate>;

/** GET user/gear-list-template: the user's lists, oldest first. */
export const GearListTemplatesResponse = Type.Array(GearListTemplate, { title: 'GearListTemplatesResponse' });
export type GearListTemplatesResponse = Static<typeof GearListTemplatesResponse>;

const title = () => Text({ minLength: 1, maxLength: GEAR_TEXT_MAX_LENGTH, description: 'Not blank.' });

/** PUT user/gear-list-template/{id}: the whole list. */
export const GearListTemplateInput = Type.Object(
  { title: title(), categories: GearListTemplate.properties.categories },
  { title: 'GearListTemplateInput', additionalProperties: false },
);
export type GearListTemplateInput = Static<typeof GearListTemplateInput>;

/**
 * POST user/gear-list-template: a new list (`title` and `categories`), or, with `id`
 * alone, a copy of that list of the user's (spec part 2 §7: "with an id in the body
 * duplicates").
 */
export const GearListTemplateCreate = Type.Object(
  {
    id: Type.Optional(Id({ description: 'Duplicate this list of yours (send nothing else).' })),
    title: Type.Optional(title()),
    categories: Type.Optional(GearListTemplate.properties.categories),
  },
  { title: 'GearListTemplateCreate', additionalProperties: false },
);
export type GearListTemplateCreate = Static<typeof GearListTemplateCreate>;

export const GearListTemplateParams = Type.Object(
  { id: Id() },
  { additionalProperties: false },
);
export type GearListTemplateParams = Static<typeof GearListTemplateParams>;
