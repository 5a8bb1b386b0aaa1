import styled, { useTheme } from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

const Tile = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space['5xl']} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: ${({ theme }) => theme.sizes.tile} minmax(0, 1fr);
  }
`;

const Lines = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};
`;

/** Placeholder tiles while plans load (decorative; the list says it is busy). */
export function MyWalksSkeleton({ count }: { count: number }) {
  const theme = useTheme();
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Tile key={index}>
          <Skeleton height={theme.space['5xl']} radius="md" />
          <Lines>
            <Skeleton width="30%" height="0.75em" />
            <Skeleton width="60%" height="1.25em" />
            <Skeleton width="45%" />
            <Skeleton width="50%" />
          </Lines>
        </Tile>
      ))}
    </>
  );
}
