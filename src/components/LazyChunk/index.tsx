import React, {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import Loading from '@theme/Loading';

type BoundaryProps = {
  readonly onRetry: () => void;
  readonly children: ReactNode;
};

/**
 * Shows the site's loading error box (error text and Retry) when the chunk
 * below fails to load or to render, instead of letting the error reach the
 * page's crash screen: the rest of the page stays usable.
 */
class ChunkErrorBoundary extends Component<
  BoundaryProps,
  {error: Error | null}
> {
  state = {error: null as Error | null};

  static getDerivedStateFromError(error: unknown): {error: Error} {
    return {error: error instanceof Error ? error : new Error(String(error))};
  }

  render(): ReactNode {
    const {error} = this.state;
    if (error) {
      return (
        <Loading
          error={error}
          retry={this.props.onRetry}
          isLoading={false}
          pastDelay
          timedOut={false}
        />
      );
    }
    return this.props.children;
  }
}

type Props<P extends object> = {
  /** A module-level `() => import('./X')`, so each render reuses it. */
  readonly load: () => Promise<{default: ComponentType<P>}>;
  readonly props: P;
  /** Shown while the chunk downloads. */
  readonly fallback: ReactNode;
};

/**
 * A code-split component whose chunk may fail to download (offline, a
 * deploy replaced the file): the failure shows the error with Retry, and
 * Retry requests the chunk again, so it recovers once the network does.
 * `React.lazy` alone remembers a failed import forever.
 */
export default function LazyChunk<P extends object>({
  load,
  props,
  fallback,
}: Props<P>): ReactNode {
  // A new lazy component per attempt: the bundler retries a failed chunk.
  const [attempt, setAttempt] = useState(() => ({
    count: 0,
    Lazy: lazy(load),
  }));
  const {Lazy} = attempt;
  return (
    <ChunkErrorBoundary
      key={attempt.count}
      onRetry={() =>
        setAttempt((previous) => ({
          count: previous.count + 1,
          Lazy: lazy(load),
        }))
      }>
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
