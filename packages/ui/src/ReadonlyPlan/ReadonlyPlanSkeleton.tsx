import styled, { useTheme } from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { ReadonlyPlanSection } from './ReadonlyPlanParts.ts';

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Placeholders for the plan's header and parts while it loads (decorative). */
export function ReadonlyPlanSkeleton() {
  const theme = useTheme();
  return (
    <>
      <Lines>
        <Skeleton height={theme.sizes.heroLandscapeMobile} radius="xl" />
        <Skeleton width="55%" height="2em" />
        <Skeleton width="35%" />
      </Lines>
      {[0, 1, 2].map((part) => (
        <ReadonlyPlanSection key={part} as="div">
          <Lines>
            <Skeleton width="30%" height="1.5em" />
            <Skeleton width="70%" />
            <Skeleton width="60%" />
          </Lines>
        </ReadonlyPlanSection>
      ))}
    </>
  );
}
