import {describe, expect, it} from 'vitest';
import {measureSpring, spring} from 'remotion';
import {computeCurve, estimateSettleFrames, MAX_FRAMES} from './curve';
import {DEFAULTS, parseQuery, springCode, toQuery} from './settings';

describe('parseQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseQuery('')).toEqual(DEFAULTS);
  });

  it('reads valid values', () => {
    expect(
      parseQuery(
        '?damping=200&mass=0.5&stiffness=80&overshootClamping=true&durationInFrames=40&delay=5&fps=60',
      ),
    ).toEqual({
      damping: 200,
      mass: 0.5,
      stiffness: 80,
      overshootClamping: true,
      durationInFrames: 40,
      delay: 5,
      fps: 60,
    });
  });

  it('ignores invalid, out-of-range and unknown values', () => {
    expect(
      parseQuery(
        '?damping=0&mass=abc&stiffness=&overshootClamping=yes&durationInFrames=-3&delay=1.5&fps=Infinity&foo=1',
      ),
    ).toEqual(DEFAULTS);
    expect(parseQuery('?damping=1e9&fps=30.5')).toEqual(DEFAULTS);
  });
});

describe('toQuery', () => {
  it('is empty for the defaults', () => {
    expect(toQuery(DEFAULTS)).toBe('');
  });

  it('writes only the values that differ, and reads back the same', () => {
    const settings = {...DEFAULTS, damping: 200, mass: 0.5, delay: 10};
    expect(toQuery(settings)).toBe('damping=200&mass=0.5&delay=10');
    expect(parseQuery(toQuery(settings))).toEqual(settings);
  });

  it('writes a duration and clamping', () => {
    const settings = {
      ...DEFAULTS,
      overshootClamping: true,
      durationInFrames: 45,
    };
    expect(toQuery(settings)).toBe(
      'overshootClamping=true&durationInFrames=45',
    );
    expect(parseQuery(`?${toQuery(settings)}`)).toEqual(settings);
  });
});

describe('springCode', () => {
  it('writes the short call for the defaults', () => {
    expect(springCode(DEFAULTS)).toBe('spring({frame, fps});');
  });

  it('writes only what differs from the defaults', () => {
    expect(
      springCode({
        ...DEFAULTS,
        damping: 200,
        overshootClamping: true,
        durationInFrames: 40,
        delay: 10,
        fps: 60,
      }),
    ).toBe(
      [
        'spring({',
        '  frame,',
        '  fps,',
        '  config: {damping: 200, overshootClamping: true},',
        '  durationInFrames: 40,',
        '  delay: 10,',
        '});',
      ].join('\n'),
    );
  });
});

describe('computeCurve', () => {
  it('uses the real spring() and measureSpring()', () => {
    const curve = computeCurve({...DEFAULTS, delay: 5});
    const settle = measureSpring({fps: 30});
    expect(curve?.settleFrames).toBe(settle);
    expect(curve?.restFrame).toBe(5 + settle);
    expect(curve?.values[20]).toBe(spring({frame: 20, fps: 30, delay: 5}));
  });

  it('never estimates below what measureSpring() returns', () => {
    for (const damping of [2, 10, 40, 200]) {
      for (const mass of [0.2, 1, 3]) {
        const settings = {...DEFAULTS, damping, mass, fps: 10};
        const estimate = estimateSettleFrames(settings);
        if (estimate <= MAX_FRAMES) {
          const config = {damping, mass};
          expect(measureSpring({fps: 10, config})).toBeLessThanOrEqual(
            estimate,
          );
        }
      }
    }
  });

  it('refuses springs that take too long to measure', () => {
    expect(
      computeCurve({...DEFAULTS, damping: 1, mass: 5, fps: 60}),
    ).toBeNull();
  });
});
