import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hazard = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    color: ${({ theme }) => theme.colors.warning};
  }

  strong {
    margin-right: ${({ theme }) => theme.space.xxs};
  }
`;

export interface ForecastHazardsProps {
  hazards: ReadonlyArray<{ displayName: string; impactStatement: string }>;
}

/** The day's hazards (Wind, Wind Chill, Rain, Snow, Thunderstorm), each with what it means for a walker. */
export function ForecastHazards({ hazards }: ForecastHazardsProps) {
  if (hazards.length === 0) return null;
  return (
    <List aria-label="Hazards">
      {hazards.map((hazard) => (
        <Hazard key={hazard.displayName}>
          <Icon name="alert" />
          <span>
            <strong>{hazard.displayName}.</strong>
            {hazard.impactStatement}
          </span>
        </Hazard>
      ))}
    </List>
  );
}
