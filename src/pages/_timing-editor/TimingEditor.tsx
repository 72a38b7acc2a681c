import React, {useDeferredValue, useMemo, type ReactNode} from 'react';
import Controls from './Controls';
import CodeOutput from './CodeOutput';
import Preview from './Preview';
import SpringPlot, {formatSeconds} from './SpringPlot';
import {computeCurve, estimateSettleFrames, MAX_FRAMES} from './curve';
import {springCode} from './settings';
import {useUrlSettings} from './useUrlSettings';
import styles from './styles.module.css';

/**
 * The editor: controls on one side; the plot, the moving preview, the settle
 * time and the code on the other. The curve is computed from a deferred copy
 * of the settings so that dragging a slider stays smooth.
 */
export default function TimingEditor(): ReactNode {
  const [settings, update] = useUrlSettings();
  const deferred = useDeferredValue(settings);
  const curve = useMemo(() => computeCurve(deferred), [deferred]);
  const {fps, delay, durationInFrames} = deferred;

  return (
    <div className={styles.editor}>
      <Controls settings={settings} onChange={update} />
      <div className={styles.results}>
        {curve ? (
          <>
            <SpringPlot curve={curve} fps={fps} />
            <Preview values={curve.values} fps={fps} />
            <p className={styles.summary}>
              <code>measureSpring()</code> says this spring settles after{' '}
              <strong>
                {curve.settleFrames} frames (
                {formatSeconds(curve.settleFrames, fps)})
              </strong>{' '}
              at {fps} fps.
              {durationInFrames !== null
                ? ` With durationInFrames, spring() fits that motion into ${durationInFrames} frames.`
                : ''}
              {delay > 0 ? ` After the delay of ${delay} frames,` : ''}{' '}
              {delay > 0 ? 'the' : 'The'} value is at rest from frame{' '}
              {curve.restFrame} ({formatSeconds(curve.restFrame, fps)}).
            </p>
          </>
        ) : (
          <p className={styles.summary}>
            This spring would take about {estimateSettleFrames(deferred)} frames
            or more to settle (an estimate), and the editor measures springs
            only up to {MAX_FRAMES} frames. Raise the damping or the stiffness,
            or lower the mass or the frame rate.
          </p>
        )}
        <h3 className={styles.codeTitle}>Code</h3>
        <CodeOutput code={springCode(settings)} />
        <p className={styles.hint}>
          <code>frame</code> and <code>fps</code> come from{' '}
          <code>useCurrentFrame()</code> and <code>useVideoConfig()</code> in
          your component. Options left at their defaults are not written.
        </p>
      </div>
    </div>
  );
}
