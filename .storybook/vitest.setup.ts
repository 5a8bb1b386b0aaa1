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
    document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]'),
  ).some((element) => !canvasElement.contains(element));
  return portalled ? document.body : canvasElement;
}

/**
 * The story runs in an iframe the size of its viewport, and nothing below the
 * iframe's fold is captured. A story taller than its viewport grows the iframe
 * to fit first (Vitest then scales the iframe down to the 1280 × 720 window, so
 * such screenshots are smaller than 1:1 but complete).
 */
async function fitViewportToContent(target: HTMLElement) {
  const height = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  if (height > window.innerHeight) {
    await page.viewport(window.innerWidth, height);
  }
}

interface ScreenshotParameters {
  /** Capture the whole page even without portalled content. */
  fullPage?: boolean;
  /** Keep keyboard focus for the screenshot (stories about the focus ring). */
  keepFocus?: boolean;
}

const screenshotAnnotations: ProjectAnnotations<ReactRenderer> = {
  afterEach: async ({ canvasElement, parameters }) => {
    const screenshot = parameters.screenshot as ScreenshotParameters | undefined;
    // Play functions click with synthetic events, after which browsers draw the
    // keyboard focus ring a real mouse click would not; the baseline shows the
    // state without it unless the story is about focus.
    if (!screenshot?.keepFocus && document.activeElement instanceof HTMLElement) {
      document.activeElement.blur();
    }
    await fontsReady();
    const target = screenshotTarget(canvasElement as HTMLElement, screenshot?.fullPage);
    if (target !== document.body) await fitViewportToContent(target);
    // `undefined` keeps the generated name (story name). Vitest's typings of
    // `expect.element` keep only the (name, options) overload.
    await expect.element(page.elementLocator(target)).toMatchScreenshot(undefined, {
      // pixelmatch's default threshold (0.1) lets a shade change such as
      // forest 700 → 600 pass; 0.02 catches it. Decoded photos scaled by the GPU
      // rasteriser can differ in a handful of edge pixels between runs on a busy
      // machine, so up to 40 differing pixels pass: a real change (the smallest
      // colour change measured touched 322 pixels) still fails.
      comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 40 },
    });
  },
};

/**
 * The story tests run under the web app's Content-Security-Policy (a meta tag from
 * .storybook/csp.ts): a component that needs anything the policy forbids fails its story.
 */
const cspViolations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'an inline script or style'} (${event.sourceFile}:${event.lineNumber})`);
});

const cspAnnotations: ProjectAnnotations<ReactRenderer> = {
  afterEach: async () => {
    const seen = cspViolations.splice(0);
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  },
};

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Fails the story if axe did not run or found violations. The a11y addon throws
 * on violations by itself only when it detects a standalone Vitest run (from an
 * env variable); this gate keeps the rule explicit and fails loudly if a
 * change in that detection would ever let axe silently stop checking.
 */
const a11yGateAnnotations: ProjectAnnotations<ReactRenderer> = {
  afterEach: async ({ reporting, parameters }) => {
    const a11y = parameters.a11y as { test?: string; disable?: boolean } | undefined;
    if (a11y?.disable || a11y?.test === 'off' || a11y?.test === 'todo') return;
    const report = reporting.reports.find((entry) => entry.type === 'a11y');
    expect(report, 'axe did not run for this story').toBeDefined();
    const result = report?.result as { violations?: AxeViolation[]; error?: unknown } | undefined;
    if (result?.error) throw result.error;
    const violations = (result?.violations ?? []).map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
    expect(violations, 'axe violations').toEqual([]);
  },
};

// Storybook runs `afterEach` hooks last-registered first: axe runs (a11y
// addon), the gate reads its report, then the screenshot is compared.
const annotations = setProjectAnnotations([
  screenshotAnnotations,
  cspAnnotations,
  a11yGateAnnotations,
  a11yAddonAnnotations,
  preview,
]);

beforeAll(async () => {
  if (!document.querySelector('meta[http-equiv="Content-Security-Policy"]')) {
    throw new Error('The story tests must run under the CSP meta tag that .storybook/csp.ts adds to the page head.');
  }
  freezeMotion();
  await annotations.beforeAll?.();
});
