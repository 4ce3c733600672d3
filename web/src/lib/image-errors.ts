// The image-load-failure alert: shown once per page, reset when the route changes. Only images that carry content
// raise it: a decorative one (a table's thumbnail beside the name, a markdown image without alt text) just steps
// aside when it fails.
import { createSmallStore, useSmallStore } from './small-store.ts';

/** The alert's opening words; what follows depends on whether the operator configured a chat server to report to. */
export const IMAGE_ERROR_TEXT = 'Error loading image!';
/** With a chat server configured (SITE_CHAT_URL): where to report it. */
export const IMAGE_ERROR_REPORT = 'Please report this to the #website-bug-reports channel in the';
/** Without one: nothing to report to, only what the reader can try. */
export const IMAGE_ERROR_RETRY = 'An image on this page could not be loaded. Reloading the page may help.';

const imageError = createSmallStore(false);

/** Call when an image with content fails: the layout shows the alert (once, however many images fail). */
export function reportImageError(): void {
  imageError.set(true);
}

/** The router calls this on every route change. */
export function resetImageError(): void {
  imageError.set(false);
}

export function useImageError(): boolean {
  return useSmallStore(imageError);
}
