import type { ImageTools } from '@planmywalk/domain';

/**
 * Review photos made smaller in the browser before they are sent (spec part 1 §5), by
 * photoResize.ts, whose code loads with the first photo rather than with the first page;
 * previews are object URLs.
 */
export const browserImageTools: ImageTools = {
  resize: (photo, target) => import('./photoResize.ts').then(({ resizePhoto }) => resizePhoto(photo, target)),
  preview: (photo) => URL.createObjectURL(photo),
  release: (url) => URL.revokeObjectURL(url),
};
