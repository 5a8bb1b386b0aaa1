import styled from 'styled-components';
import { Accordion } from '../Accordion/Accordion.tsx';
import { ForecastDayCard, type ForecastDay, type PartDay } from '../ForecastDayCard/ForecastDayCard.tsx';
import { formatForecastDay } from '../format/forecastFormat.ts';
import { WeatherIcon } from '../WeatherIcon/WeatherIcon.tsx';

export interface AlpineDayListProps {
  days: ReadonlyArray<{ day: ForecastDay; parts: readonly PartDay[] }>;
  /** The dates of the days that are open. */
  expanded: readonly string[];
  onExpandedChange: (dates: string[]) => void;
  /** The height the forecast is for, metres. */
  elevation: number | null;
  /** @default false */
  sample?: boolean;
}

const Summary = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};

  article {
    box-shadow: none;
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Spec part 2 §2: an alpine forecast lists its days, each expanding to its card. */
export function AlpineDayList({ days, expanded, onExpandedChange, elevation, sample = false }: AlpineDayListProps) {
  return (
    <div>
      {elevation !== null ? <Note>Alpine forecast for {elevation.toLocaleString('en-NZ')} m, the track’s highest point.</Note> : null}
      <Accordion.Root type="multiple" value={[...expanded]} onValueChange={onExpandedChange}>
        {days.map(({ day, parts }) => (
          <Accordion.Item key={day.date} value={day.date}>
            <Accordion.Trigger>
              <Summary>
                <WeatherIcon word={day.forecast_word} title="" />
                {formatForecastDay(day.date)}
                <small>
                  {day.max_temp ?? '–'}° / {day.min_temp ?? '–'}°
                </small>
              </Summary>
            </Accordion.Trigger>
            <Accordion.Content>
              <Body>
                <ForecastDayCard day={day} parts={parts} sample={sample} hideTitle />
              </Body>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  );
}
