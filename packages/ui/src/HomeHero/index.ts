export { HomeHero } from './HomeHero.tsx';
export type { HomeHeroLinks, HomeHeroProps } from './HomeHero.tsx';
