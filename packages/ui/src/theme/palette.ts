/**
 * Raw colour ramps. Components never read these directly: they use the semantic
 * names in `theme.colors`, so a palette change is one edit here. The ramps are
 * named after New Zealand landscapes: bush and forest greens, tussock and sand
 * neutrals, lake blues, and alert colours for warnings.
 */
export const palette = {
  forest: {
    50: '#F1F6F2',
    100: '#DDEADF',
    200: '#BCD5C1',
    300: '#93BA9C',
    400: '#6A9C76',
    500: '#4A7F57',
    600: '#386946',
    700: '#2B5538',
    800: '#21432C',
    900: '#17301F',
  },
  tussock: {
    50: '#FBF9F4',
    100: '#F5F0E4',
    200: '#EAE1CB',
    300: '#DACBA6',
    400: '#C2AC7C',
    500: '#A68D5B',
    600: '#85704A',
    700: '#65553A',
  },
  lake: {
    50: '#EEF5F9',
    100: '#D6E7F0',
    200: '#ADCDE0',
    300: '#7FAFCB',
    400: '#5590B4',
    500: '#3A7599',
    600: '#2B5F80',
    700: '#1F4A66',
    800: '#15364B',
  },
  ink: {
    900: '#18201C',
    800: '#26302B',
    700: '#38443E',
    600: '#4F5C55',
    500: '#6B7871',
    300: '#B5BFB9',
    200: '#D3D9D5',
    100: '#E8ECE9',
  },
  alert: {
    red: '#B42318',
    redSoft: '#FDECEA',
    orange: '#B54708',
    orangeSoft: '#FEF0E1',
    yellow: '#F5C518',
    yellowSoft: '#FFF8DB',
  },
  white: '#FFFFFF',
  snow: '#FCFDFC',
} as const;
