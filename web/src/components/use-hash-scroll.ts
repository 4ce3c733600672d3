// Scrolls to the element named by the URL hash once the page's content is on screen, leaving 75 px for the
// fixed toolbar. Pages call it with `ready` = their data has rendered.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const SCROLL_OFFSET_PX = 75;

/** The element id a URL hash points at ('#Force%20Push' -> 'Force Push'); undefined for an empty hash. */
export function hashTarget(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function scrollToId(id: string, behavior: ScrollBehavior = 'auto'): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior });
  return true;
}

export function useHashScroll(ready: boolean): void {
  const { hash, key } = useLocation();
  useLayoutEffect(() => {
    if (!ready) return;
    const id = hashTarget(hash);
    if (id) scrollToId(id);
  }, [ready, hash, key]);
}
