import styled from 'styled-components';

/**
 * The gallery every icon set's stories show: a grid of cells, each an icon large over
 * its name. Stories only (not exported by the package).
 */
export const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.tile}, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const IconCell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
