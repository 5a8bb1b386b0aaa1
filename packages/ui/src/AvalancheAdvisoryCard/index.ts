export { AvalancheAdvisoryCard, dangerColours } from './AvalancheAdvisoryCard.tsx';
export type { AvalancheAdvisoryCardProps, AvalancheAdvisoryItem, DangerColour, DangerRating } from './AvalancheAdvisoryCard.tsx';
