export { DISTANCE_MAX_KM, DISTANCE_MIN_KM, DistanceSlider } from './DistanceSlider.tsx';
export type { DistanceSliderProps } from './DistanceSlider.tsx';
