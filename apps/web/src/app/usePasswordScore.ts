import { useCallback, useRef, useState } from 'react';
import { loadPasswordEstimator, type PasswordScore } from '@planmywalk/domain';

/**
 * The strength score of the password being typed. The estimator and its dictionaries
 * load on the first keystroke (spec part 1 §7: loaded on demand), not with the page.
 */
export function usePasswordScore(userInputs: readonly string[] = []) {
  const [score, setScore] = useState<PasswordScore | null>(null);
  const latest = useRef('');
  const onPasswordChange = useCallback(
    (password: string) => {
      latest.current = password;
      if (!password) {
        setScore(null);
        return;
      }
      void loadPasswordEstimator().then((estimate) => {
        // Keystrokes can outrun the first load: only the newest password counts.
        if (latest.current === password) setScore(estimate(password, [...userInputs]));
      });
    },
    [userInputs],
  );
  return { score, onPasswordChange };
}
