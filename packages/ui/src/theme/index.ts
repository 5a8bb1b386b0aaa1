export { theme } from './theme.ts';
export { palette } from './palette.ts';
export { focusRing, focusVisibleRing, visuallyHidden, inverseFocusScope } from './mixins.ts';
export { PlanMyWalkThemeProvider } from './PlanMyWalkThemeProvider.tsx';
export type { Theme } from './theme.ts';
export type { PlanMyWalkThemeProviderProps } from './PlanMyWalkThemeProvider.tsx';
