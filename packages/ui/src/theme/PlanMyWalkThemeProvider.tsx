import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme.ts';

export interface PlanMyWalkThemeProviderProps {
  /** The app (or story) to render with the Plan My Walk theme. */
  children?: ReactNode;
}

/**
 * The theme every Plan My Walk component reads its colours, type and spacing from.
 * Global styles and fonts are separate, opt-in entries (`@planmywalk/ui/global-styles`,
 * `@planmywalk/ui/fonts`) so a host site keeps control of its own document styles.
 */
export function PlanMyWalkThemeProvider({ children }: PlanMyWalkThemeProviderProps) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
