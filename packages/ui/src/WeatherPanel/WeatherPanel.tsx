import styled from 'styled-components';
import { AlpineDayList } from '../AlpineDayList/AlpineDayList.tsx';
import { ForecastDayCard, type ForecastDay, type PartDay } from '../ForecastDayCard/ForecastDayCard.tsx';
import { formatUpdatedAt } from '../format/forecastFormat.ts';
import { SampleDataTag } from '../SampleDataTag/SampleDataTag.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export interface WeatherPanelProps {
  /** 'Loading weather...' until the first answer. */
  loading: boolean;
  /** The days to show (from today, or the trip's); empty: the empty state. */
  days: ReadonlyArray<{ day: ForecastDay; parts: readonly PartDay[] }>;
  /** Alpine forecasts list days that expand or minimise. @default false */
  alpine?: boolean;
  /** Open days of an alpine forecast. */
  expanded?: readonly string[];
  onExpandedChange?: (dates: string[]) => void;
  /** Metres, for an alpine forecast's note. */
  elevation?: number | null;
  /** The forecast provider, credited with a link. */
  provider: { name: string; url: string };
  /** Sample data (FEEDS=sample). @default false */
  sample?: boolean;
  /** When the forecast was fetched; shown when the provider has not answered lately. */
  staleSince?: string | null;
  /** Headings of the cards. @default 3 */
  headingLevel?: 2 | 3;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.desktopUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  text-align: center;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.heading};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Stale = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const Credit = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The weather page's forecast (spec part 2 §2): day cards or the alpine day list, loading, empty, credit. */
export function WeatherPanel({
  loading,
  days,
  alpine = false,
  expanded = [],
  onExpandedChange = () => undefined,
  elevation = null,
  provider,
  sample = false,
  staleSince = null,
  headingLevel = 3,
}: WeatherPanelProps) {
  if (loading && days.length === 0) {
    return (
      <Loading role="status" aria-live="polite">
        <p>Loading weather...</p>
        <Skeleton height="12rem" radius="lg" />
        <Skeleton height="12rem" radius="lg" />
      </Loading>
    );
  }
  return (
    <Section aria-label="Forecast">
      {staleSince ? (
        <Stale role="note">
          {provider.name} has not answered lately: this forecast is from {formatUpdatedAt(staleSince)}.
        </Stale>
      ) : null}
      {days.length === 0 ? (
        <Empty>
          <h3>No forecast available for your trip dates</h3>
          <p>If you save your planned trip, we will send you a notification once a forecast is available.</p>
        </Empty>
      ) : alpine ? (
        <AlpineDayList days={days} expanded={expanded} onExpandedChange={onExpandedChange} elevation={elevation} sample={sample} />
      ) : (
        <Cards>
          {days.map(({ day, parts }) => (
            <ForecastDayCard key={day.date} day={day} parts={parts} sample={sample} headingLevel={headingLevel} />
          ))}
        </Cards>
      )}
      <Credit>
        Forecast data by{' '}
        <a href={provider.url} target="_blank" rel="noopener noreferrer">
          {provider.name}
        </a>
        {sample ? <SampleDataTag /> : null}
      </Credit>
    </Section>
  );
}
