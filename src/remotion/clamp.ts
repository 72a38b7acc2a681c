/**
 * Interpolation options that hold the output inside its range on both ends:
 * before the first input value and after the last one, the value stays put.
 */
export const CLAMP = {
  extrapolateLeft: 'clamp',
  extrapolateRight: 'clamp',
} as const;
