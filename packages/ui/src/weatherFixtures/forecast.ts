/** Forecast days for stories: a wet, windy, then snowy week on the Kepler Track. */
import type { ForecastDay, PartDay } from '../ForecastDayCard/ForecastDayCard.tsx';

export const stormyDay: ForecastDay = {
  date: '2026-08-09',
  forecast_word: 'rainandwind',
  description: 'Heavy rain, 95 mm of rain',
  max_temp: 7,
  min_temp: 2,
  sunrise: '07:54',
  sunset: '17:33',
  freezing_level: 1400,
  wind: [{ description: 'Wind', forecast: 'Northwest 55 km/h, gusts to 111 km/h' }],
  hazards: [
    { displayName: 'Wind', impactStatement: 'Gusts to 111 km/h: exposed ridges and tops are dangerous.' },
    { displayName: 'Rain', impactStatement: '95 mm of rain: streams and rivers can rise fast and become impassable.' },
  ],
};

export const stormyParts: PartDay[] = [
  { band: 'Overnight', word: 'rain' },
  { band: 'Morning', word: 'rain' },
  { band: 'Afternoon', word: 'rain' },
  { band: 'Evening', word: 'showers' },
];

export const snowDay: ForecastDay = {
  date: '2026-08-10',
  forecast_word: 'snowing',
  description: 'Snow, 10 cm of snow',
  max_temp: 3,
  min_temp: -2,
  sunrise: '07:53',
  sunset: '17:34',
  freezing_level: 600,
  wind: [{ description: 'Wind', forecast: 'Southwest 40 km/h, gusts to 86 km/h' }],
  hazards: [
    { displayName: 'Wind Chill', impactStatement: 'Feels like -9 °C: hypothermia is a risk without warm, windproof layers.' },
    { displayName: 'Snow', impactStatement: '10 cm of snow: markers can be buried and alpine sections impassable.' },
  ],
};

export const fineDay: ForecastDay = {
  date: '2026-08-12',
  forecast_word: 'frost',
  description: 'Fine',
  max_temp: 8,
  min_temp: -4,
  sunrise: '07:51',
  sunset: '17:36',
  freezing_level: 1500,
  wind: [{ description: 'Wind', forecast: 'South 10 km/h, gusts to 21 km/h' }],
  hazards: [],
};

export const fineParts: PartDay[] = [
  { band: 'Overnight', word: 'frost' },
  { band: 'Morning', word: 'fine' },
  { band: 'Afternoon', word: 'fine' },
  { band: 'Evening', word: 'partlycloudy' },
];

export const week: Array<{ day: ForecastDay; parts: PartDay[] }> = [
  { day: stormyDay, parts: stormyParts },
  { day: snowDay, parts: [{ band: 'Overnight', word: 'snowing' }, { band: 'Morning', word: 'snowing' }, { band: 'Afternoon', word: 'fewsnowshowers' }, { band: 'Evening', word: 'fewsnowshowers' }] },
  { day: { ...fineDay, date: '2026-08-11', forecast_word: 'fewsnowshowers', description: 'A few snow showers', max_temp: 4, min_temp: -3, hazards: [] }, parts: [{ band: 'Overnight', word: 'fewsnowshowers' }, { band: 'Morning', word: 'fewsnowshowers' }, { band: 'Afternoon', word: 'partlycloudy' }, { band: 'Evening', word: 'fine' }] },
  { day: fineDay, parts: fineParts },
];
