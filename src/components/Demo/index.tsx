import React, {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import LazyChunk from '@site/src/components/LazyChunk';
import {findDemo} from '@site/src/remotion/registry';
import type {DemoDefinition} from '@site/src/remotion/types';
import styles from './styles.module.css';

type Loaded = {
  default: ComponentType<{readonly demo: DemoDefinition}>;
};

const loaders = new Map<string, () => Promise<Loaded>>();

/**
 * Loads the player chunk and the composition chunk of a demo together, so
 * that a failure of either shows one error with Retry (LazyChunk) and Retry
 * requests both again. One stable loader per demo.
 */
function loadDemo(demo: DemoDefinition): () => Promise<Loaded> {
  let loader = loaders.get(demo.id);
  if (!loader) {
    loader = () =>
      Promise.all([import('./DemoPlayer'), demo.load()]).then(
        ([player, composition]) => {
          const Player = player.default;
          const component = composition.default;
          return {
            default: function LoadedDemo(props: {
              readonly demo: DemoDefinition;
            }): ReactNode {
              return <Player demo={props.demo} component={component} />;
            },
          };
        },
      );
    loaders.set(demo.id, loader);
  }
  return loader;
}

type Props = {
  /** Id of a demo of `src/remotion/registry.ts` (from `guides.ts` or a folder's `demos.ts`). */
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
      `<Demo id="${id}" />: no demo with this id. Register it in src/remotion/guides.ts or, outside the guides, in src/remotion/<area>/demos.ts.`,
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
          <LazyChunk
            load={loadDemo(demo)}
            props={{demo}}
            fallback={placeholder}
          />
        ) : (
          placeholder
        )}
      </div>
      <figcaption className={styles.caption}>{demo.title}</figcaption>
    </figure>
  );
}

export default Demo;
