/** How a review's author and answer are written. */

/** The parts of a review the texts read (the contract's `Review` fits). */
export interface ReviewTextParts {
  easier: boolean;
  expected: boolean;
  harder: boolean;
}

/** 'Aroha Ngata', 'Aroha', or 'A walker' for a reviewer who gave no name. */
export function reviewerName(user: { first_name: string | null; last_name: string | null }): string {
  const name = [user.first_name, user.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? 'A walker' : name;
}

/** How the walker found the track, in words; null for a hut or campsite review. */
export function difficultyLabel(review: ReviewTextParts): string | null {
  if (review.easier) return 'Easier than expected';
  if (review.expected) return 'As expected';
  if (review.harder) return 'Harder than expected';
  return null;
}

/** '1 photo awaiting approval', '2 photos awaiting approval'. */
export const awaitingApprovalText = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} awaiting approval`;
