import React, {useId, type ReactNode} from 'react';
import NumberControl from './NumberControl';
import {
  DEFAULT_DURATION,
  DURATION_FIELD,
  NUMBER_FIELDS,
  type NumberKey,
  type SpringSettings,
} from './settings';
import styles from './styles.module.css';

type Props = {
  readonly settings: SpringSettings;
  readonly onChange: (change: Partial<SpringSettings>) => void;
};

/** A labelled checkbox with a hint under it. */
function Checkbox({
  label,
  hint,
  checked,
  onChange,
}: {
  readonly label: string;
  readonly hint: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.control}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

/** The editor's inputs: the spring's physics, its timing and the frame rate. */
export default function Controls({settings, onChange}: Props): ReactNode {
  const number = (key: NumberKey) => (
    <NumberControl
      field={NUMBER_FIELDS[key]}
      value={settings[key]}
      onChange={(value) => onChange({[key]: value})}
    />
  );
  return (
    <form className={styles.controls} onSubmit={(e) => e.preventDefault()}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Physics (config)</legend>
        {number('damping')}
        {number('mass')}
        {number('stiffness')}
        <Checkbox
          label="overshootClamping"
          hint="Stops the value at the target instead of letting it swing past."
          checked={settings.overshootClamping}
          onChange={(overshootClamping) => onChange({overshootClamping})}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Timing</legend>
        <Checkbox
          label="Set durationInFrames"
          hint="Without it, the spring takes as long as its physics need."
          checked={settings.durationInFrames !== null}
          onChange={(checked) =>
            onChange({durationInFrames: checked ? DEFAULT_DURATION : null})
          }
        />
        {settings.durationInFrames !== null ? (
          <NumberControl
            field={DURATION_FIELD}
            value={settings.durationInFrames}
            onChange={(durationInFrames) => onChange({durationInFrames})}
          />
        ) : null}
        {number('delay')}
        {number('fps')}
      </fieldset>
    </form>
  );
}
