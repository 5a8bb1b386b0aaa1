import { GEAR_LIST_TITLE_REQUIRED, GEAR_TEXT_MAX_LENGTH } from '@planmywalk/contracts';
import { unprocessable } from '../../http/http-error.ts';

/** A list's name, trimmed; a blank one is refused (422). */
export function listTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw unprocessable(GEAR_LIST_TITLE_REQUIRED);
  return trimmed;
}

/** 'Day walk' → 'Day walk (copy)', cut to fit the title's limit. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  return `${title.slice(0, GEAR_TEXT_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}
