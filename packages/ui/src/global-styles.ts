// The opt-in entry `@planmywalk/ui/global-styles`: the base document styles (reset,
// body type and colours, focus ring). A site that has its own base styles leaves it out;
// render `<GlobalStyle />` once inside `PlanMyWalkThemeProvider` to use ours.
export { GlobalStyle } from './theme/GlobalStyle.ts';
