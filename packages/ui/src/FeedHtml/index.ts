export { FeedHtml } from './FeedHtml.tsx';
export type { FeedHtmlProps } from './FeedHtml.tsx';
