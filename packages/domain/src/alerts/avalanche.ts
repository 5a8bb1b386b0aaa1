/**
 * The avalanche danger scale as the alerts page shows it (spec part 2 §4): what each
 * rating means, its colour and its travel advice, and the elevation bands of an
 * advisory, read by position. Ratings 1–5 follow the public avalanche danger scale the
 * NZ Avalanche Advisory uses; the others are the advisory's own "not rated" states.
 */
import { avalancheRating, type NzaaAdvisory } from '@planmywalk/contracts';

export type RatingColour = 'green' | 'yellow' | 'orange' | 'red' | 'black' | 'grey';

export interface RatingMeaning {
  rating: number;
  name: string;
  colour: RatingColour;
  advice: string;
}

const MEANINGS: Record<number, Omit<RatingMeaning, 'rating'>> = {
  5: { name: 'Extreme', colour: 'black', advice: 'Avoid all avalanche terrain.' },
  4: { name: 'High', colour: 'red', advice: 'Very dangerous avalanche conditions. Travel in avalanche terrain is not recommended.' },
  3: {
    name: 'Considerable',
    colour: 'orange',
    advice: 'Dangerous avalanche conditions. Careful snowpack evaluation, cautious route-finding and conservative decision-making are essential.',
  },
  2: { name: 'Moderate', colour: 'yellow', advice: 'Heightened avalanche conditions on specific terrain features. Evaluate snow and terrain carefully.' },
  1: { name: 'Low', colour: 'green', advice: 'Generally safe avalanche conditions. Watch for unstable snow on isolated terrain features.' },
  0: { name: 'No Rating', colour: 'grey', advice: 'This band has no rating: judge the snow and the terrain for yourself.' },
  [-1]: { name: 'Insufficient Information', colour: 'grey', advice: 'There is not enough information to rate this band: treat avalanche terrain with caution.' },
  [-2]: { name: 'Insufficient Snow', colour: 'grey', advice: 'Too little snow for avalanches in this band; watch for patches of hard snow and ice.' },
  [-3]: { name: 'Centre Closed', colour: 'grey', advice: 'The advisory is not issued for this region at the moment.' },
  [-4]: { name: 'No Specific Avalanche Type', colour: 'grey', advice: 'No particular avalanche problem is forecast; take normal care in avalanche terrain.' },
  [-5]: { name: 'Spring Conditions', colour: 'grey', advice: 'Spring conditions: danger rises as the day warms. Travel early and be off steep slopes before they soften.' },
};

/** The meaning of a rating; an unknown one reads as 'No Rating'. */
export function ratingMeaning(rating: number | null): RatingMeaning {
  const known = rating !== null && MEANINGS[rating] ? rating : 0;
  return { rating: known, ...MEANINGS[known]! };
}

const BAND_NAMES = ['High Alpine', 'Alpine', 'Sub Alpine'] as const;

export interface AvalancheBand {
  name: (typeof BAND_NAMES)[number];
  /** 'Above 1800 m', '1200 to 1800 m', 'Below 1200 m'; null when the advisory gives no height. */
  range: string | null;
  meaning: RatingMeaning;
  /** The forecaster's words for the band, when given. */
  description: string | null;
}

const metres = (value: number) => `${value.toLocaleString('en-NZ')} m`;

/** The advisory's three bands by position: 0 High Alpine (above X), 1 Alpine (X to Y), 2 Sub Alpine (below X). */
export function avalancheBands(advisory: Pick<NzaaAdvisory, 'altitude_danger'>): AvalancheBand[] {
  return advisory.altitude_danger.slice(0, BAND_NAMES.length).map((band, i) => {
    let range: string | null = null;
    if (i === 0 && band.altitude_from !== null) range = `Above ${metres(band.altitude_from)}`;
    if (i === 1 && band.altitude_from !== null && band.altitude_to !== null) range = `${band.altitude_from.toLocaleString('en-NZ')} to ${metres(band.altitude_to)}`;
    // The lowest band's "from" is the height it lies below.
    if (i === 2 && (band.altitude_to ?? band.altitude_from) !== null) range = `Below ${metres((band.altitude_to ?? band.altitude_from)!)}`;
    return { name: BAND_NAMES[i]!, range, meaning: ratingMeaning(band.rating), description: band.description };
  });
}

/** Spec part 2 §4: valid until last edited (or created) plus the valid period. */
export function advisoryShownUntil(advisory: Pick<NzaaAdvisory, 'last_edited' | 'created' | 'valid_period'>): Date {
  return new Date(Date.parse(advisory.last_edited ?? advisory.created) + advisory.valid_period * 3_600_000);
}

/** The advisory's overall rating: its highest band. */
export const advisoryMeaning = (advisory: Pick<NzaaAdvisory, 'altitude_danger'>): RatingMeaning => ratingMeaning(avalancheRating(advisory));
