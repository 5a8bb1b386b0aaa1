import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PlanTile } from '../PlanTile/PlanTile.tsx';
import type { PlanTileItem, PlanTileStatus } from '../PlanTile/PlanTile.tsx';

export interface MyWalksSectionProps {
  title: string;
  plans: readonly PlanTileItem[];
  planHref: (plan: PlanTileItem) => string;
  timeToGo: (plan: PlanTileItem) => string | undefined;
  statusLabel?: ((plan: PlanTileItem) => PlanTileStatus | undefined) | undefined;
  notices?: ((plan: PlanTileItem) => readonly string[]) | undefined;
  onDelete: (plan: PlanTileItem) => void;
  onDecline: (plan: PlanTileItem) => void;
  /** Photos of the first tiles on screen load at once. */
  eagerImages: boolean;
  /** Under the list: 'Show all past trips', loading more, 'All completed trips loaded'. */
  footer?: ReactNode;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const MyWalksList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One of My Walks' sections: its heading and a tile per plan. */
export function MyWalksSection({
  title,
  plans,
  planHref,
  timeToGo,
  statusLabel,
  notices,
  onDelete,
  onDecline,
  eagerImages,
  footer,
}: MyWalksSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {plans.length > 0 ? (
        <MyWalksList>
          {plans.map((plan, index) => (
            <li key={plan.id}>
              <PlanTile
                plan={plan}
                href={planHref(plan)}
                timeToGo={timeToGo(plan)}
                status={statusLabel?.(plan)}
                notices={notices?.(plan)}
                onDelete={() => onDelete(plan)}
                onDecline={() => onDecline(plan)}
                imageLoading={eagerImages && index < 3 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </MyWalksList>
      ) : null}
      {footer}
    </Section>
  );
}
