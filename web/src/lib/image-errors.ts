// The image-load-failure alert: shown once per page, reset when the route changes.
import { createSmallStore, useSmallStore } from './small-store.ts';

export const IMAGE_ERROR_TEXT =
  'Error loading image! Please report this to the #website-bug-reports channel in the community chat server.';

const imageError = createSmallStore(false);

/** Call from an <img onError>: the layout shows the alert (once, however many images fail). */
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
