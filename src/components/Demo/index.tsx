import React, {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {findDemo} from '@site/src/remotion/registry';
import styles from './styles.module.css';

const DemoPlayer = lazy(() => import('./DemoPlayer'));

type Props = {
  /** Id of a demo registered in `src/remotion/<area>/demos.ts`. */
  readonly id: string;
};

/**
 * A live video demo in MDX: `<Demo id="docs-interpolate-fade" />`. The page's
 * text renders first; the player and the composition are downloaded only on
 * the client, once the demo scrolls near the viewport.
 */
export function Demo({id}: Props): ReactNode {
  const demo = findDemo(id);
  if (!demo) {
    throw new Error(
      `<Demo id="${id}" />: no demo with this id. Register it in src/remotion/<area>/demos.ts.`,
    );
  }
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || visible) {
      return undefined;
    }
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
        }
      },
      {rootMargin: '300px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const placeholder = (
    <div className={styles.placeholder} aria-hidden="true">
      <span>{demo.title}</span>
    </div>
  );

  return (
    <figure className={styles.demo} data-demo-id={demo.id}>
      <div
        ref={box}
        className={styles.frame}
        style={{aspectRatio: `${demo.width} / ${demo.height}`}}>
        {visible ? (
          <Suspense fallback={placeholder}>
            <DemoPlayer demo={demo} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <figcaption className={styles.caption}>{demo.title}</figcaption>
    </figure>
  );
}

export default Demo;
