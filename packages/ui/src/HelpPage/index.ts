export { HelpPage } from './HelpPage.tsx';
export type { HelpPageItem, HelpPageProps, HelpPageStatus } from './HelpPage.tsx';
