export { WEATHER_ICON_KINDS, WEATHER_LABELS, WEATHER_WORDS, WeatherIcon, weatherIconOf } from './WeatherIcon.tsx';
export type { WeatherIconKind, WeatherIconProps, WeatherWord } from './WeatherIcon.tsx';
