export { ResultsHeading, resultsHeadingText } from './ResultsHeading.tsx';
export type { ResultsHeadingMode, ResultsHeadingProps } from './ResultsHeading.tsx';
