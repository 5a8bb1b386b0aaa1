import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import './fonts.ts';
import { GlobalStyle } from './GlobalStyle.ts';
import { theme } from './theme.ts';

export interface PlanMyWalkThemeProviderProps {
  /** The app (or story) to render with the Plan My Walk theme and global styles. */
  children?: ReactNode;
}

/** The theme provider and global styles every Plan My Walk screen renders inside. */
export function PlanMyWalkThemeProvider({ children }: PlanMyWalkThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
