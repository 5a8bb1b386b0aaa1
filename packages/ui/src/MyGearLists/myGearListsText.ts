/** The texts of the page (spec part 2 §2 My Gear Lists, §5). */
export const MY_GEAR_LISTS_TEXT = {
  title: 'My Gear Lists',
  lead: 'Your own gear lists, to start any trip from.',
  empty: 'You have no custom gear lists.',
  add: 'Add new gear list',
  name: 'Gear list name',
  duplicate: 'Duplicate',
  delete: 'Delete',
  deleteQuestion: 'Are you sure you want to delete this gear list?',
  back: 'My Gear Lists',
  untitled: 'Untitled gear list',
  choose: 'Choose a gear list to see and change it.',
  loading: 'Loading your gear lists…',
} as const;

/** Where a list's edits stand: saved, on their way, or failed (with the message). */
export type MyGearListSaveState = 'saved' | 'saving' | 'error';
