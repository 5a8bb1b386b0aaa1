/**
 * Runs before the story tests: every story is rendered, its play function run,
 * axe checked (violations fail, see `parameters.a11y.test` in preview.tsx) and a
 * screenshot compared with the committed baseline in the story's
 * `__screenshots__` folder (`vitest run --project storybook -u` updates them).
 */
import { beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { ReactRenderer } from '@storybook/react-vite';
import type { ProjectAnnotations } from 'storybook/internal/types';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import preview from './preview.tsx';

/** Screenshots must not catch an animation or a blinking caret half way. */
function freezeMotion() {
  const style = document.createElement('style');
  style.dataset.testId = 'freeze-motion';
  style.textContent = `
    *, *::before, *::after {
      animation: none !important;
      transition: none !important;
      caret-color: transparent !important;
    }
  `;
  document.head.appendChild(style);
}

/** Waits until Inter (shipped with the package) is loaded, so text never renders in a fallback font. */
async function fontsReady() {
  await document.fonts.load('1em "Inter Variable"', 'Plan My Walk');
  await document.fonts.ready;
}

/**
 * Portalled content (dialogs, popovers) lives outside the story's root, so those
 * stories are captured as the whole page; everything else as the story root.
 */
function screenshotTarget(canvasElement: HTMLElement, fullPage: boolean | undefined): HTMLElement {
  if (fullPage) return document.body;
  const portalled = Array.from(
    document.querySelectorAll<HTMLElement>('[role="dialog"], [data-radix-popper-content-wrapper]'),
  ).some((element) => !canvasElement.contains(element));
  return portalled ? document.body : canvasElement;
}

const screenshotAnnotations: ProjectAnnotations<ReactRenderer> = {
  afterEach: async ({ canvasElement, parameters }) => {
    const screenshot = parameters.screenshot as { fullPage?: boolean } | undefined;
    await fontsReady();
    const target = screenshotTarget(canvasElement as HTMLElement, screenshot?.fullPage);
    await expect.element(page.elementLocator(target)).toMatchScreenshot();
  },
};

const annotations = setProjectAnnotations([a11yAddonAnnotations, preview, screenshotAnnotations]);

beforeAll(async () => {
  freezeMotion();
  await annotations.beforeAll?.();
});
