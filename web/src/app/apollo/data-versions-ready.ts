// Whether the data layer's start-up data-version check has finished (fetched, fresh enough, or failed): set by
// data-version-sync.ts, read by the app shell (the record modal waits for it). Its own module, so the shell can read
// it without loading the data layer.
import { createSmallStore, useSmallStore } from '../../lib/small-store.ts';

export const dataVersionsReady = createSmallStore(false);

export function useDataVersionsReady(): boolean {
  return useSmallStore(dataVersionsReady);
}
