import { describe, expect, it } from 'vitest';
import { loadPasswordEstimator } from './passwordStrength.ts';

describe('the password estimator', () => {
  it('scores a common password 0 and a long passphrase 4', async () => {
    const score = await loadPasswordEstimator();
    expect(score('password')).toBe(0);
    expect(score('tussock-kea-ridgeline-1987-waterfall')).toBe(4);
  });

  it('marks a password made of the user’s own details as weaker', async () => {
    const score = await loadPasswordEstimator();
    expect(score('arohangata1990', ['aroha', 'ngata', '1990'])).toBeLessThan(score('arohangata1990'));
  });

  it('loads the dictionaries once', async () => {
    expect(loadPasswordEstimator()).toBe(loadPasswordEstimator());
  });
});
