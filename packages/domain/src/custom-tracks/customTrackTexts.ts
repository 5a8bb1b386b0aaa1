/** The custom-track screens' words (spec part 2 §2, §5, §8), where the spec gives them. */

export const SAVE_LABELS = {
  save: 'Save',
  saving: 'Saving',
  saved: 'Saved',
  failed: 'Unsaved changes',
} as const;

export const UNSAVED_TRACK_TITLE = 'You have unsaved changes';
export const UNSAVED_TRACK_TEXT = 'If you leave the editor now, the changes to your custom track will be lost.';
export const LEAVE_SAVE = 'Save';
export const LEAVE_DISCARD = 'Leave & discard changes';
export const LEAVE_CANCEL = 'Cancel';

export const ADD_TWO_MARKERS = 'Add at least two markers to save your track.';
export const LOAD_TRACK_FAILED = 'We could not load this custom track. Please try again.';
export const GPX_IMPORT_FAILED = 'We could not read that GPX file. Please try again.';
export const GPX_EXPORT_FAILED = 'We could not download the GPX file. Please try again.';
export const DUPLICATE_FAILED = 'We could not copy this custom track. The link may be out of date.';
export const SHARE_TITLE = 'Share a copy of your custom track';
export const SHARE_TEXT =
  'Anyone with this link who has an account gets their own copy of this custom track. Changes you make later only change your copy.';
export const COPY_URL = 'Copy URL';
export const COPIED = 'Copied!';
/** 'Copied!' shows this long (spec §9). */
export const COPIED_MS = 3000;
/** My Custom Tracks loads the next page when its bottom comes this close (spec §9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 300;

export interface OnboardingSlide {
  title: string;
  text: string;
}

/** The editor's onboarding: four slides (spec §9). */
export const ONBOARDING_SLIDES: readonly OnboardingSlide[] = [
  {
    title: 'Draw your own track',
    text: 'Click the map to drop a marker where your walk starts, then click again for each place you will pass. Markers join up in the order you add them.',
  },
  {
    title: 'Follow the tracks',
    text: 'Near a track, each new segment snaps to it, so the line and the distance follow the real path. Where there is no track, the segment is drawn straight and dashed.',
  },
  {
    title: 'Change your mind',
    text: 'Select a marker to move it, delete it or switch its segment between snapped and straight. Undo and redo take back or repeat a change.',
  },
  {
    title: 'Save and plan',
    text: 'Save your track with a name to find it in My Custom Tracks, plan a trip on it, share a copy, or download it as GPX.',
  },
];
export const ONBOARDING_FIRST_TIME_END = 'Create a custom track';
export const ONBOARDING_RETURNING_END = 'Close';
