/** Image tools for store tests (not used by the app): "resizing" records what it was asked, previews are counted. */
import { vi } from 'vitest';
import type { ImageTools, PixelSize } from '../platform/ImageTools.ts';

export interface FakeImageTools extends ImageTools {
  resized: Array<{ photo: Blob; target: PixelSize }>;
  /** Previews handed out and not yet released. */
  live: Set<string>;
}

export function fakeImageTools(): FakeImageTools {
  let next = 0;
  const tools: FakeImageTools = {
    resized: [],
    live: new Set(),
    resize: vi.fn(async (photo: Blob, target: PixelSize) => {
      tools.resized.push({ photo, target });
      return new Blob([`resized ${await photo.text()}`], { type: 'image/jpeg' });
    }),
    preview: (photo: Blob) => {
      void photo;
      const url = `blob:preview-${next++}`;
      tools.live.add(url);
      return url;
    },
    release: (url: string) => {
      tools.live.delete(url);
    },
  };
  return tools;
}
