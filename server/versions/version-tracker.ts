// Tracks the store's data versions for this server instance, so per-version caches (rule lists, serialized REST
// bodies, the search index) rebuild when any instance imports new data. Versions are re-read at most every `checkMs`.
import type { DataVersion, Store } from '../store/port.ts';
import { MASTER_VERSION } from '../../core/resources.ts';

export class VersionTracker {
  private current: DataVersion[] = [];
  private byName = new Map<string, DataVersion>();
  private checkedAt = 0;
  private pending: Promise<DataVersion[]> | undefined;
  private listeners = new Set<(versions: DataVersion[]) => void>();

  constructor(
    private readonly store: Store,
    private readonly checkMs: number,
  ) {}

  /** The data versions, re-read from the store when the last read is older than checkMs. */
  async versions(): Promise<DataVersion[]> {
    if (Date.now() - this.checkedAt < this.checkMs && this.checkedAt > 0) return this.current;
    return this.refresh();
  }

  /** Re-reads now (after an import in this process, callers need the new versions at once). */
  refresh(): Promise<DataVersion[]> {
    this.pending ??= this.store
      .dataVersions()
      .then((versions) => {
        const changed = signature(versions) !== signature(this.current);
        this.current = versions;
        this.byName = new Map(versions.map((v) => [v.name, v]));
        this.checkedAt = Date.now();
        if (changed) for (const l of this.listeners) l(versions);
        return versions;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** The version of one resource (by its version name), after an up-to-date read. */
  async version(versionName: string): Promise<DataVersion | undefined> {
    await this.versions();
    return this.byName.get(versionName);
  }

  async master(): Promise<DataVersion | undefined> {
    return this.version(MASTER_VERSION);
  }

  onChange(listener: (versions: DataVersion[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** One string naming every resource's version: equal strings, equal data. */
export function signature(versions: DataVersion[]): string {
  return versions.map((v) => `${v.name}:${v.version}`).sort().join('|');
}
