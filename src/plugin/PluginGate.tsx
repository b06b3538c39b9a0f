/** Renders its children only inside Owlbear, once the SDK is ready, and keeps the page on Owlbear's theme. */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { obrAvailable, obrPort, whenObrReady } from './obrPort';
import type { ThemeMode } from './port';

function applyTheme(mode: ThemeMode) {
  document.documentElement.dataset.theme = mode === 'LIGHT' ? 'light' : 'dark';
}

export function PluginGate({ children }: { children: ComponentChildren }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!obrAvailable()) return;
    let unsubscribe: (() => void) | undefined;
    whenObrReady(() => {
      setReady(true);
      // Unanswered while a heavy scene loads: the page keeps its default theme until the next change of theme.
      void obrPort
        .getTheme()
        .then(applyTheme, (error) => console.warn('Owlbear did not say its theme:', error));
      unsubscribe = obrPort.onThemeChange(applyTheme);
    });
    return () => unsubscribe?.();
  }, []);
  if (!obrAvailable())
    return (
      <p>
        Tavern Twenty-One runs inside an Owlbear Rodeo room: add it to a room, then open it from the
        toolbar.
      </p>
    );
  return ready ? children : null;
}
