/** How many reviewers found a track easier than, as, or harder than expected. */
export interface DifficultyVotes {
  easier: number;
  expected: number;
  harder: number;
}

/** The weight of each answer on the scale (spec part 1 §2). */
const WEIGHT = { easier: 1, expected: 5, harder: 10 } as const;

/** Where the scale sits with no reviews: the middle. */
const NO_REVIEWS_POSITION = 50;

/**
 * The marker's position on the reviews difficulty scale, in percent: the average
 * of the answers (easier = 1, expected = 5, harder = 10) times 10, so 10 when
 * every reviewer found it easier, 50 as expected, 100 harder; 50 with no reviews.
 */
export function difficultyScalePosition({ easier, expected, harder }: DifficultyVotes): number {
  const total = easier + expected + harder;
  if (total <= 0) return NO_REVIEWS_POSITION;
  const average = (easier * WEIGHT.easier + expected * WEIGHT.expected + harder * WEIGHT.harder) / total;
  return average * 10;
}
