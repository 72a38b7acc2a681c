import {Easing} from 'remotion';

/**
 * Interpolation options that hold the output inside its range on both ends:
 * before the first input value and after the last one, the value stays put.
 */
export const CLAMP = {
  extrapolateLeft: 'clamp',
  extrapolateRight: 'clamp',
} as const;

/** CLAMP with a cubic ease-in-out: the value starts and ends slowly. */
export const CLAMP_EASE_IN_OUT = {
  ...CLAMP,
  easing: Easing.inOut(Easing.cubic),
};

/** CLAMP with a cubic ease-out: the value starts fast and settles. */
export const CLAMP_EASE_OUT = {
  ...CLAMP,
  easing: Easing.out(Easing.cubic),
};
