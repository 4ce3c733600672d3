// Tracks the store's data versions for this server instance, so per-version caches (rule lists, serialized REST
// bodies, the search index, pages) follow imports made by any instance. Versions are re-read at most every `checkMs`,
// in the background: a request is answered from the versions served now and never waits for the read. A new set of
// versions is prepared (its resources loaded, its search index built) while the previous one is still served, and
// served once ready; a set superseded by a newer import before it was ready is dropped, never served.
import type { DataVersion, Store } from '../store/port.ts';
import { MASTER_VERSION } from '../../core/resources.ts';

/** Loads what a set of versions needs before it may be served (registered by the per-version caches). */
export type Preparer = (versions: DataVersion[]) => Promise<void>;

/**
 * A preparer's refusal of a set of versions this instance cannot hold (its data over CACHE_MEMORY_MB): the previous
 * set stays served, and the same set is not loaded again (only a newer import is tried).
 */
export class DataTooLargeError extends Error {
  override name = 'DataTooLargeError';
}

export class VersionTracker {
  private current: DataVersion[] = [];
  private byName = new Map<string, DataVersion>();
  /** The signature of the versions served; undefined until the first read. */
  private currentSignature: string | undefined;
  private checkedAt = 0;
  private reading: Promise<void> | undefined;
  private preparing: { signature: string; done: Promise<void> } | undefined;
  /** The newest set refused as too large, and why (undefined once a set is served after it). */
  private refused: { signature: string; reason: string } | undefined;
  private readonly preparers = new Set<Preparer>();
  private readonly listeners = new Set<(versions: DataVersion[]) => void>();

  constructor(
    private readonly store: Store,
    private readonly checkMs: number,
    private readonly log: (line: string) => void = console.warn,
  ) {}

  /**
   * The data versions served now. Only the very first call waits (for the first read); later ones start a background
   * check when the last is older than checkMs and answer at once.
   */
  async versions(): Promise<DataVersion[]> {
    if (this.currentSignature === undefined) {
      await this.check();
      return this.current;
    }
    if (Date.now() - this.checkedAt >= this.checkMs) void this.check().catch(() => undefined);
    return this.current;
  }

  /** Reads the store's versions now; a new set starts being prepared (see the module comment). */
  check(): Promise<void> {
    this.reading ??= this.store
      .dataVersions()
      .then((versions) => {
        this.checkedAt = Date.now();
        const sig = signature(versions);
        if (this.currentSignature === undefined) return this.serve(versions, sig);
        if (sig === this.currentSignature || sig === this.preparing?.signature || sig === this.refused?.signature) return;
        this.prepare(versions, sig);
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  /** Resolves once the newest versions in the store are served, or after a few failed attempts to prepare them. */
  async settled(): Promise<void> {
    // Bounded: while new data keeps failing to load, this gives up after a few attempts.
    for (let round = 0; round < 5; round++) {
      await this.check();
      const run = this.preparing;
      if (run) await run.done;
      else if (this.refused || signature(await this.store.dataVersions()) === this.currentSignature) return;
    }
  }

  /** The version of one resource (by its version name) among those served. */
  async version(versionName: string): Promise<DataVersion | undefined> {
    await this.versions();
    return this.byName.get(versionName);
  }

  async master(): Promise<DataVersion | undefined> {
    return this.version(MASTER_VERSION);
  }

  /** Why the newest data in the store is not served (it does not fit this instance), or undefined. */
  problem(): string | undefined {
    return this.refused?.reason;
  }

  /** The versions served now, without waiting or checking (empty before the first read). */
  served(): DataVersion[] {
    return this.current;
  }

  /** Registers what must be loaded before a new set of versions is served. */
  addPreparer(preparer: Preparer): void {
    this.preparers.add(preparer);
  }

  /** Calls back when a new set of versions is served (an import here or in another instance). */
  onChange(listener: (versions: DataVersion[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private prepare(versions: DataVersion[], sig: string): void {
    const run: { signature: string; done: Promise<void> } = {
      signature: sig,
      // In the order registered (the rules' resources first, then what is built from them, the search index): a set
      // refused while its resources load is never indexed.
      done: (async () => {
        for (const prepare of [...this.preparers]) await prepare(versions);
      })().then(
        () => {
          // Superseded by a newer set while loading: never served.
          if (this.preparing !== run) return;
          this.preparing = undefined;
          this.serve(versions, sig);
        },
        (error: unknown) => {
          if (this.preparing !== run) return;
          this.preparing = undefined;
          this.log(`New data (${sig.slice(0, 80)}...) could not be loaded; the previous data stays served: ${(error as Error).message}`);
          // Too large stays too large: not loaded again. Anything else (the store away meanwhile) is tried again at the next check.
          if (error instanceof DataTooLargeError) this.refused = { signature: sig, reason: error.message };
          else this.checkedAt = 0;
        },
      ),
    };
    this.preparing = run;
  }

  private serve(versions: DataVersion[], sig: string): void {
    const first = this.currentSignature === undefined;
    this.current = versions;
    this.byName = new Map(versions.map((v) => [v.name, v]));
    this.currentSignature = sig;
    this.refused = undefined;
    if (!first) for (const listener of this.listeners) listener(versions);
  }
}

/** One string naming every resource's version: equal strings, equal data. */
export function signature(versions: DataVersion[]): string {
  return versions.map((v) => `${v.name}:${v.version}`).sort().join('|');
}
