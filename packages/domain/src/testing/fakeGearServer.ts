/**
 * The gear list calls of api/v1 answered in memory, for store tests (not used by the app):
 * the presets, and one user's custom lists with ids, copies named '… (copy)' and 404 for
 * unknown ids. Every method is a `vi.fn` so a test can make one call fail.
 */
import { vi } from 'vitest';
import { ApiError, GEAR_LIST_NOT_FOUND, type GearListPreset, type GearListTemplate, type GearListTemplateInput } from '@planmywalk/contracts';
import { presets as defaultPresets } from '../gear/gearFixtures.ts';

export function createFakeGearServer(options: { presets?: GearListPreset[]; lists?: GearListTemplate[] } = {}) {
  const lists = new Map<number, GearListTemplate>((options.lists ?? []).map((list) => [list.id, list]));
  let sequence = Math.max(100, ...lists.keys());
  const copy = <T>(value: T): T => structuredClone(value);
  const find = (id: number) => {
    const list = lists.get(id);
    if (!list) throw new ApiError(404, GEAR_LIST_NOT_FOUND);
    return list;
  };

  const api = {
    getGearListPresets: vi.fn(async (): Promise<GearListPreset[]> => copy(options.presets ?? defaultPresets)),
    getGearListTemplates: vi.fn(async (): Promise<GearListTemplate[]> => copy([...lists.values()])),
    createGearListTemplate: vi.fn(async (input: GearListTemplateInput): Promise<GearListTemplate> => {
      const list = { id: ++sequence, title: input.title, categories: copy(input.categories) };
      lists.set(list.id, list);
      return copy(list);
    }),
    duplicateGearListTemplate: vi.fn(async (id: number): Promise<GearListTemplate> => {
      const original = find(id);
      const list = { id: ++sequence, title: `${original.title} (copy)`, categories: copy(original.categories) };
      lists.set(list.id, list);
      return copy(list);
    }),
    updateGearListTemplate: vi.fn(async (id: number, input: GearListTemplateInput): Promise<GearListTemplate> => {
      find(id);
      const list = { id, title: input.title, categories: copy(input.categories) };
      lists.set(id, list);
      return copy(list);
    }),
    deleteGearListTemplate: vi.fn(async (id: number) => {
      find(id);
      lists.delete(id);
      return { success: true as const };
    }),
  };
  return { api, lists };
}

export type FakeGearServer = ReturnType<typeof createFakeGearServer>;
