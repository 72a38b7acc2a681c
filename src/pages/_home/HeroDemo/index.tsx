import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  defaultHeroTitle,
  heroColors,
  heroStill,
  heroVideoMeta,
} from '@site/src/remotion/marketing/meta';
import PlayerStage from '@site/src/components/PlayerStage';
import styles from './styles.module.css';

const loadHeroPlayer = () => import('../HeroPlayer');

const MAX_TITLE_LENGTH = 40;

/**
 * The hero's live demo: a title field and colour swatches whose values are
 * passed as `inputProps` to the lazily loaded player.
 *
 * Until the visitor first interacts with the demo (pointer over it, a touch,
 * or keyboard focus on any of its controls), the stage shows a still of the
 * composition at the player's opening frame with the default props, and no
 * player code is loaded; then the player replaces it in the same box.
 */
export default function HeroDemo(): ReactNode {
  const [live, setLive] = useState(false);
  const goLive = () => setLive(true);
  const [title, setTitle] = useState<string>(defaultHeroTitle);
  const [color, setColor] = useState<string>(heroColors[0].value);
  const inputId = useId();
  const hintId = useId();
  const shownTitle = title.trim() === '' ? 'Untitled video' : title.trim();

  return (
    <div
      className={styles.demo}
      onPointerEnter={goLive}
      onPointerDown={goLive}
      onTouchStart={goLive}
      onFocus={goLive}>
      <PlayerStage
        width={heroVideoMeta.width}
        height={heroVideoMeta.height}
        mounted={live}
        placeholder={
          live &&
          (title !== defaultHeroTitle || color !== heroColors[0].value) ? (
            <div
              className={styles.poster}
              style={{
                backgroundImage: `radial-gradient(circle at 50% 40%, ${color} 0%, rgba(11, 17, 32, 0) 65%)`,
              }}>
              <span className={styles.posterTitle}>{shownTitle}</span>
            </div>
          ) : (
            <img
              className={styles.still}
              src={heroStill.src}
              width={heroStill.width}
              height={heroStill.height}
              alt=""
              fetchPriority="high"
            />
          )
        }
        load={loadHeroPlayer}
        props={{title, color}}
      />

      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            Video title
          </label>
          <input
            id={inputId}
            type="text"
            className={styles.input}
            value={title}
            maxLength={MAX_TITLE_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <fieldset className={styles.field}>
          <legend className={styles.label}>Accent colour</legend>
          <div className={styles.swatches}>
            {heroColors.map((swatch) => (
              <label
                key={swatch.value}
                className={clsx(
                  styles.swatch,
                  swatch.value === color && styles.swatchActive,
                )}>
                <input
                  type="radio"
                  name="hero-accent-colour"
                  value={swatch.value}
                  checked={swatch.value === color}
                  onChange={() => setColor(swatch.value)}
                  className={styles.radio}
                />
                <span
                  className={styles.chip}
                  style={{backgroundColor: swatch.value}}
                  aria-hidden="true"
                />
                {swatch.name}
              </label>
            ))}
          </div>
        </fieldset>
        <p id={hintId} className={styles.hint}>
          Your title and colour are passed to a React component as props, and
          the video updates on the next frame.
        </p>
      </div>
    </div>
  );
}
