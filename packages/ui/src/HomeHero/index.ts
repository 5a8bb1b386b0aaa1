export { HomeHero } from './HomeHero.tsx';
export type { HomeHeroProps } from './HomeHero.tsx';
