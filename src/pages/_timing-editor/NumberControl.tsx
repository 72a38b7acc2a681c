import React, {useEffect, useId, useState, type ReactNode} from 'react';
import {isValidNumber, type NumberField} from './settings';
import styles from './styles.module.css';

type Props = {
  readonly field: NumberField;
  readonly value: number;
  readonly onChange: (value: number) => void;
};

/**
 * A labelled slider with a number field beside it for exact values. The
 * number field accepts only values in the slider's range; anything else is
 * put back to the current value when the field loses focus.
 */
export default function NumberControl({
  field,
  value,
  onChange,
}: Props): ReactNode {
  const id = useId();
  const [draft, setDraft] = useState(String(value));

  useEffect(() => {
    setDraft(String(value));
  }, [value]);

  const commit = (text: string) => {
    setDraft(text);
    const next = Number(text);
    if (text.trim() !== '' && isValidNumber(field, next)) {
      onChange(next);
    }
  };

  return (
    <div className={styles.control}>
      <label htmlFor={`${id}-range`} className={styles.label}>
        {field.label}
      </label>
      <div className={styles.inputs}>
        <input
          id={`${id}-range`}
          type="range"
          className={styles.range}
          min={field.min}
          max={field.max}
          step={field.step}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <input
          type="number"
          className={styles.number}
          aria-label={`${field.label}, exact value`}
          min={field.min}
          max={field.max}
          step={field.integer ? 1 : 'any'}
          value={draft}
          onChange={(event) => commit(event.target.value)}
          onBlur={() => setDraft(String(value))}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {field.hint} From {field.min} to {field.max}.
      </p>
    </div>
  );
}
