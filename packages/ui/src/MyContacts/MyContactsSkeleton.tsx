import styled, { useTheme } from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Card = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Placeholder contact cards while the contact book loads (decorative). */
export function MyContactsSkeleton({ count }: { count: number }) {
  const theme = useTheme();
  return (
    <List>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <Skeleton width={theme.sizes.controlLg} height={theme.sizes.controlLg} radius="round" />
          <Lines>
            <Skeleton width="40%" height="1.25em" />
            <Skeleton width="25%" />
            <Skeleton width="55%" />
          </Lines>
        </Card>
      ))}
    </List>
  );
}
