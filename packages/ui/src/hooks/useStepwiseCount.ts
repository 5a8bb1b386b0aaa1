import { useEffect, useState } from 'react';

/** The step actually taken for `total` items: at least one; without a step, all of them at once. */
export function stepwiseStep(total: number, step: number | undefined): number {
  return Math.max(1, step ?? total);
}

/** The count after one more step: `step` more, never past `total`. */
export function nextStepwiseCount(shown: number, total: number, step: number): number {
  return Math.min(total, shown + stepwiseStep(total, step));
}

/**
 * How many of `items` to render now when they mount `step` at a time: `step` at first,
 * then `step` more per task until all have. A phone then renders a long list in short
 * tasks it can answer a tap between, not in one long one (Lighthouse's total blocking
 * time). Other items (a new search) start again from the first step. Without a step, all.
 */
export function useStepwiseCount(items: readonly unknown[], step: number | undefined): number {
  const total = items.length;
  const first = Math.min(total, stepwiseStep(total, step));
  const [state, setState] = useState({ items, shown: first });
  // Counted from the first step in this very render, not one render late: a late reset
  // would mount the whole new list at once.
  const shown = state.items === items ? Math.min(state.shown, total) : first;
  if (state.items !== items) setState({ items, shown });

  useEffect(() => {
    if (step === undefined || shown >= total) return;
    // A task of its own (not a microtask), so the browser paints and handles input between steps.
    const timer = setTimeout(() => {
      setState((current) => (current.items === items ? { items, shown: nextStepwiseCount(current.shown, total, step) } : current));
    }, 0);
    return () => clearTimeout(timer);
  }, [items, shown, total, step]);

  return shown;
}
