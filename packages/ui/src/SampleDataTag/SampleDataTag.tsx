import styled from 'styled-components';

export interface SampleDataTagProps {
  /**
   * What to call it.
   * @default 'Sample data'
   */
  label?: string;
}

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-transform: uppercase;
  white-space: nowrap;
`;

/**
 * Marks an alert or a forecast that is sample data (a demo or test setup), so nobody
 * takes it for a real warning or forecast.
 */
export function SampleDataTag({ label = 'Sample data' }: SampleDataTagProps) {
  return <Tag>{label}</Tag>;
}
