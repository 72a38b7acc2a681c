/**
 * The editor's settings: their defaults and limits, reading and writing them
 * as a URL query, and the `spring()` call they stand for. Framework-free, so
 * the unit tests can run it in Node.
 */

export type SpringSettings = {
  readonly damping: number;
  readonly mass: number;
  readonly stiffness: number;
  readonly overshootClamping: boolean;
  /** `null` when the spring keeps its natural duration. */
  readonly durationInFrames: number | null;
  readonly delay: number;
  readonly fps: number;
};

export type NumberKey = 'damping' | 'mass' | 'stiffness' | 'delay' | 'fps';

/** A numeric setting: its slider's limits and step. */
export type NumberField = {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Whole numbers only (frames and frame rates). */
  readonly integer: boolean;
  /** One short sentence under the control. */
  readonly hint: string;
};

/**
 * The defaults of `spring()` in the installed `remotion` package (its
 * `defaultSpringConfig`, and `delay = 0` in the function's parameters). The
 * frame rate has no default there: 30 is only where the editor starts.
 */
export const DEFAULTS: SpringSettings = {
  damping: 10,
  mass: 1,
  stiffness: 100,
  overshootClamping: false,
  durationInFrames: null,
  delay: 0,
  fps: 30,
};

/**
 * The sliders. `spring()` refuses a damping of 0 or less; a mass or
 * stiffness of 0 never settles, so the lower limits stay above 0.
 */
export const NUMBER_FIELDS: Readonly<Record<NumberKey, NumberField>> = {
  damping: {
    label: 'Damping',
    min: 1,
    max: 200,
    step: 1,
    integer: false,
    hint: 'How fast the bouncing dies down.',
  },
  mass: {
    label: 'Mass',
    min: 0.1,
    max: 5,
    step: 0.1,
    integer: false,
    hint: 'Heavier springs move slower and swing further.',
  },
  stiffness: {
    label: 'Stiffness',
    min: 1,
    max: 500,
    step: 1,
    integer: false,
    hint: 'Stiffer springs pull harder towards the target.',
  },
  delay: {
    label: 'Delay (frames)',
    min: 0,
    max: 120,
    step: 1,
    integer: true,
    hint: 'Frames to wait before the spring starts.',
  },
  fps: {
    label: 'Frame rate (fps)',
    min: 1,
    max: 120,
    step: 1,
    integer: true,
    hint: 'The frame rate of your composition.',
  },
};

/** The slider of `durationInFrames`, shown once the checkbox is ticked. */
export const DURATION_FIELD: NumberField = {
  label: 'Duration (frames)',
  min: 1,
  max: 300,
  step: 1,
  integer: true,
  hint: 'Stretches or squeezes the animation to this many frames.',
};

/** The duration the slider starts at when the checkbox is first ticked. */
export const DEFAULT_DURATION = 30;

const NUMBER_KEYS = Object.keys(NUMBER_FIELDS) as NumberKey[];

/** Whether `value` is allowed for `field`: finite, in range, whole if needed. */
export function isValidNumber(field: NumberField, value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= field.min &&
    value <= field.max &&
    (!field.integer || Number.isInteger(value))
  );
}

/** Reads a number from the query; `null` for anything but a plain number. */
function readNumber(raw: string | null, field: NumberField): number | null {
  if (raw === null || raw.trim() === '') {
    return null;
  }
  const value = Number(raw);
  return isValidNumber(field, value) ? value : null;
}

/**
 * The settings a URL query holds (`?damping=200&mass=0.5`), on top of the
 * defaults. Unknown keys and invalid or out-of-range values are ignored.
 */
export function parseQuery(search: string): SpringSettings {
  const params = new URLSearchParams(search);
  const numbers: Partial<Record<NumberKey, number>> = {};
  for (const key of NUMBER_KEYS) {
    const value = readNumber(params.get(key), NUMBER_FIELDS[key]);
    if (value !== null) {
      numbers[key] = value;
    }
  }
  const clamping = params.get('overshootClamping');
  return {
    ...DEFAULTS,
    ...numbers,
    overshootClamping:
      clamping === 'true'
        ? true
        : clamping === 'false'
          ? false
          : DEFAULTS.overshootClamping,
    durationInFrames: readNumber(
      params.get('durationInFrames'),
      DURATION_FIELD,
    ),
  };
}

/**
 * The URL query for the settings, without the leading `?`: only the values
 * that differ from the defaults, in a fixed order. Empty for the defaults.
 */
export function toQuery(settings: SpringSettings): string {
  const params = new URLSearchParams();
  for (const key of ['damping', 'mass', 'stiffness'] as const) {
    if (settings[key] !== DEFAULTS[key]) {
      params.set(key, String(settings[key]));
    }
  }
  if (settings.overshootClamping !== DEFAULTS.overshootClamping) {
    params.set('overshootClamping', String(settings.overshootClamping));
  }
  if (settings.durationInFrames !== null) {
    params.set('durationInFrames', String(settings.durationInFrames));
  }
  for (const key of ['delay', 'fps'] as const) {
    if (settings[key] !== DEFAULTS[key]) {
      params.set(key, String(settings[key]));
    }
  }
  return params.toString();
}

/** The `config` object for `spring()`: only the values that differ. */
export function changedConfig(settings: SpringSettings): {
  damping?: number;
  mass?: number;
  stiffness?: number;
  overshootClamping?: boolean;
} {
  return {
    ...(settings.damping !== DEFAULTS.damping && {damping: settings.damping}),
    ...(settings.mass !== DEFAULTS.mass && {mass: settings.mass}),
    ...(settings.stiffness !== DEFAULTS.stiffness && {
      stiffness: settings.stiffness,
    }),
    ...(settings.overshootClamping && {overshootClamping: true}),
  };
}

/**
 * The `spring()` call for the settings, as source code to paste into a
 * component where `frame` and `fps` are in scope. Options that equal the
 * defaults are left out; the frame rate is the composition's, so it is not
 * written as a number.
 */
export function springCode(settings: SpringSettings): string {
  const config = Object.entries(changedConfig(settings))
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
  const lines = [
    ...(config ? [`config: {${config}}`] : []),
    ...(settings.durationInFrames !== null
      ? [`durationInFrames: ${settings.durationInFrames}`]
      : []),
    ...(settings.delay !== DEFAULTS.delay ? [`delay: ${settings.delay}`] : []),
  ];
  if (lines.length === 0) {
    return 'spring({frame, fps});';
  }
  return [
    'spring({',
    '  frame,',
    '  fps,',
    ...lines.map((l) => `  ${l},`),
    '});',
  ].join('\n');
}
