// What a server-rendered page hands to the browser for hydration, in a <script type="application/json"> element (not
// executed, so the CSP's script rules do not apply): the Apollo cache the page was rendered from, the theme it was
// rendered in, and whether the page was rendered whole or only its frame (private pages).
import type { NormalizedCacheObject } from '@apollo/client';

export const SSR_STATE_ID = 'sw5e-ssr-state';

export interface ServerRenderState {
  apollo: NormalizedCacheObject;
  darkSide: boolean;
  /** The server rendered sign-in as loading (the browser's session-hint cookie): hydration starts the same way. */
  session?: boolean;
  /** 'full': hydrate the markup; 'shell': the page is the reader's own, rendered afresh in the browser. */
  mode: 'full' | 'shell';
}

/** The server's state in this document, or undefined for the plain app shell (index.html, offline fallback). */
export function readServerState(doc: Document = document): ServerRenderState | undefined {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerRenderState;
  } catch {
    return undefined;
  }
}
