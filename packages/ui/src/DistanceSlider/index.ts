export { DistanceSlider } from './DistanceSlider.tsx';
export type { DistanceSliderProps } from './DistanceSlider.tsx';
