import styled from 'styled-components';

const Track = styled.div`
  height: ${({ theme }) => theme.space.xs};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Bar = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;

interface PlanDocumentsSectionProgressProps {
  /** 0 to 100. */
  value: number;
  label: string;
}

/** An upload's progress bar (`progressbar` with its value, named after the file). */
export function PlanDocumentsSectionProgress({ value, label }: PlanDocumentsSectionProgressProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Bar style={{ width: `${percent}%` }} />
    </Track>
  );
}
