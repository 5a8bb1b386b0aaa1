import { formatClockTime, formatForecastDay } from '../format/forecastFormat.ts';
import { FreezingLevelModal } from '../FreezingLevelModal/FreezingLevelModal.tsx';
import { SampleDataTag } from '../SampleDataTag/SampleDataTag.tsx';
import { WeatherIcon } from '../WeatherIcon/WeatherIcon.tsx';
import { ForecastHazards } from './ForecastDayCardHazards.tsx';
import { Card, Facts, Fact, Header, Parts, Part, PartName, Temps, Title, Summary } from './ForecastDayCardParts.ts';

/** One day of a forecast (spec part 2 §3 daily forecast). */
export interface ForecastDay {
  /** 'YYYY-MM-DD', NZ calendar. */
  date: string;
  forecast_word: string;
  description: string;
  max_temp: number | null;
  min_temp: number | null;
  /** 'HH:mm' */
  sunrise: string | null;
  sunset: string | null;
  /** Metres. */
  freezing_level: number | null;
  wind: ReadonlyArray<{ description: string; forecast: string }>;
  hazards: ReadonlyArray<{ displayName: string; impactStatement: string }>;
}

/** The weather of a part of the day. */
export interface PartDay {
  band: 'Overnight' | 'Morning' | 'Afternoon' | 'Evening';
  word: string;
}

export interface ForecastDayCardProps {
  day: ForecastDay;
  /** Overnight, Morning, Afternoon, Evening, those there are. */
  parts: readonly PartDay[];
  /** Label it 'Sample data' (FEEDS=sample). @default false */
  sample?: boolean;
  /** The card's heading level in the page. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Leave the day's name out (the alpine list shows it on its toggle). @default false */
  hideTitle?: boolean;
}

const temperature = (value: number | null) => (value === null ? '–' : `${value}°`);

/**
 * A day of the weather page (spec part 2 §2): the day's icon and words, maximum and
 * minimum, the part-day icons, sunrise and sunset, wind, the freezing level with its
 * help, and the hazards.
 */
export function ForecastDayCard({ day, parts, sample = false, headingLevel = 3, hideTitle = false }: ForecastDayCardProps) {
  const title = formatForecastDay(day.date);
  return (
    <Card aria-label={title}>
      <Header>
        <WeatherIcon word={day.forecast_word} size="lg" title="" />
        <div>
          {hideTitle ? null : <Title as={`h${headingLevel}`}>{title}</Title>}
          <Summary>{day.description}</Summary>
        </div>
        <Temps aria-label={`Maximum ${temperature(day.max_temp)}C, minimum ${temperature(day.min_temp)}C`}>
          <strong>{temperature(day.max_temp)}</strong>
          <span>{temperature(day.min_temp)}</span>
        </Temps>
        {sample ? <SampleDataTag /> : null}
      </Header>
      {parts.length > 0 ? (
        <Parts aria-label="Through the day">
          {parts.map((part) => (
            <Part key={part.band}>
              <PartName>{part.band}</PartName>
              <WeatherIcon word={part.word} size="lg" />
            </Part>
          ))}
        </Parts>
      ) : null}
      <Facts>
        {day.sunrise ? (
          <Fact>
            <dt>Sunrise</dt>
            <dd>{formatClockTime(day.sunrise)}</dd>
          </Fact>
        ) : null}
        {day.sunset ? (
          <Fact>
            <dt>Sunset</dt>
            <dd>{formatClockTime(day.sunset)}</dd>
          </Fact>
        ) : null}
        {day.wind.map((wind) => (
          <Fact key={wind.description}>
            <dt>{wind.description}</dt>
            <dd>{wind.forecast}</dd>
          </Fact>
        ))}
        {day.freezing_level !== null ? (
          <Fact>
            <dt>Freezing level</dt>
            <dd>
              {day.freezing_level.toLocaleString('en-NZ')} m <FreezingLevelModal />
            </dd>
          </Fact>
        ) : null}
      </Facts>
      <ForecastHazards hazards={day.hazards} />
    </Card>
  );
}
