import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import type { FrameBridge } from './bridge';
import type { FrameBinding } from './host';
import { allowAttribute } from './manifest';

interface Props {
  bridge: FrameBridge;
  binding: FrameBinding;
  /** The extension page, without `obrref`. */
  url: string;
  title: string;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * One extension page of one seat. It registers with the host before its document can load, and
 * every `load` (a new document, e.g. the page reloading itself) starts the handshake again. It is
 * allowed the permissions the manifest declares and no other (`allowAttribute`), as in Owlbear.
 */
export function ExtensionFrame({ bridge, binding, url, title, width, height, className }: Props) {
  const frameId = useMemo(() => bridge.nextFrameId(), [bridge]);
  const src = useMemo(() => bridge.host.pageUrl(url), [bridge, url]);
  const iframe = useRef<HTMLIFrameElement>(null);
  const allow = useMemo(() => allowAttribute(bridge.host.manifest.permissions), [bridge]);

  useLayoutEffect(() => {
    const element = iframe.current;
    if (!element?.contentWindow) return;
    bridge.host.attachFrame(frameId, binding, src);
    bridge.register(frameId, element.contentWindow);
    return () => {
      bridge.host.detachFrame(frameId);
      bridge.unregister(frameId);
    };
    // A frame's binding and page never change: a different one is a different frame (new key).
  }, []);

  return (
    <iframe
      ref={iframe}
      src={src}
      allow={allow}
      title={title}
      class={className}
      data-frame={binding.kind}
      data-child-id={binding.childId}
      data-frame-id={frameId}
      style={{
        width: width === undefined ? undefined : `${width}px`,
        height: height === undefined ? undefined : `${height}px`,
      }}
      onLoad={() => bridge.loaded(frameId)}
    />
  );
}
