/**
 * A part of a panel loaded on demand: its module arrives the first time it is drawn (or `preload` asks for it), so a
 * popover's first draw carries only what most viewers see. Until it arrives, `fallback` is drawn in its place.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: NoInfer<P>) => ComponentChildren = () => null,
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      () => {
        // A failed fetch is asked again the next time the part is drawn.
        loading = null;
      },
    ));
  function Later(props: P) {
    const [, redraw] = useState(0);
    useEffect(() => {
      if (!loaded) preload().then(() => redraw((n) => n + 1));
    }, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : fallback(props);
  }
  return Object.assign(Later, { preload });
}
