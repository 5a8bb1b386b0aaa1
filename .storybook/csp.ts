import type { Plugin } from 'vite';
import { cspHeader, webAppDirectives } from '../apps/api/src/http/content-security-policy.ts';

/**
 * The web app's Content-Security-Policy (the server's own builder), less frame-ancestors,
 * which a meta tag cannot carry.
 */
const { 'frame-ancestors': _frameAncestors, ...storyDirectives } = webAppDirectives();
export const STORY_CSP = cspHeader(storyDirectives);

/**
 * Puts the policy in the head of the page the story tests run in, so a component that
 * needs an inline script, eval or an outside host fails its story (vitest.setup.ts
 * fails on any securitypolicyviolation). Only the tests: Storybook's own preview page
 * bootstraps with inline scripts of its own, which the policy would block.
 */
export function storyTestsUnderCsp(): Plugin {
  return {
    name: 'planmywalk:story-tests-under-csp',
    transformIndexHtml: (html) => html.replace('</head>', `<meta http-equiv="Content-Security-Policy" content="${STORY_CSP}">\n</head>`),
  };
}
