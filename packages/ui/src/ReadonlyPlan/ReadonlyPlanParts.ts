import styled from 'styled-components';

/** One part of the read-only plan (trip details, group, emergency contact, documents). */
export const ReadonlyPlanSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.homeMobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const ReadonlyPlanHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ReadonlyPlanSubheading = styled.h3`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** What a part says when it has nothing ('No emergency contact'). */
export const ReadonlyPlanEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

export const ReadonlyPlanList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
