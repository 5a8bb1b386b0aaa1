import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every WCAG 2.x A and AA rule axe has, plus its best practices (target-size among them). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page: rule, impact and where, enough to find each one from a failure. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  return violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
}
