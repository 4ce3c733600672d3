// The embedded store's expiring key-value area (see expiring.ts): two SQLite tables beside the rest of the store.
import type Database from 'better-sqlite3';
import { checkExpiringArgs, EXPIRED_SWEEP_MS, type ExpiringEntry, type ExpiringPutOptions, type ExpiringStore } from './expiring.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS expiring (
    area TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    expiresAt INTEGER,                   -- ms since the epoch; NULL: never
    PRIMARY KEY (area, key)
  );
  CREATE INDEX IF NOT EXISTS expiring_by_time ON expiring (expiresAt);
  CREATE TABLE IF NOT EXISTS expiring_tags (
    area TEXT NOT NULL,
    tag TEXT NOT NULL,
    key TEXT NOT NULL,
    PRIMARY KEY (area, tag, key)
  );
`;

const LIVE = '(expiresAt IS NULL OR expiresAt > @now)';

export class EmbeddedExpiring implements ExpiringStore {
  private lastSweep = 0;
  private readonly stmt;

  constructor(
    private readonly db: Database.Database,
    /** The store's guard: a closed store or a locked file becomes a clear error. */
    private readonly run: <T>(fn: () => T) => T,
  ) {
    db.exec(SCHEMA);
    this.stmt = {
      put: db.prepare('INSERT OR REPLACE INTO expiring (area, key, value, expiresAt) VALUES (@area, @key, @value, @expiresAt)'),
      untag: db.prepare('DELETE FROM expiring_tags WHERE area = @area AND key = @key'),
      tag: db.prepare('INSERT OR IGNORE INTO expiring_tags (area, tag, key) VALUES (@area, @tag, @key)'),
      get: db.prepare<{ area: string; key: string; now: number }, { value: string }>(`SELECT value FROM expiring WHERE area = @area AND key = @key AND ${LIVE}`),
      byTag: db.prepare<{ area: string; tag: string; now: number }, ExpiringEntry>(
        `SELECT e.key AS key, e.value AS value FROM expiring_tags t JOIN expiring e ON e.area = t.area AND e.key = t.key
         WHERE t.area = @area AND t.tag = @tag AND ${LIVE} ORDER BY e.key`,
      ),
      delete: db.prepare('DELETE FROM expiring WHERE area = @area AND key = @key'),
      sweep: db.prepare('DELETE FROM expiring WHERE expiresAt <= @now'),
      sweepTags: db.prepare('DELETE FROM expiring_tags WHERE NOT EXISTS (SELECT 1 FROM expiring e WHERE e.area = expiring_tags.area AND e.key = expiring_tags.key)'),
    };
  }

  async putExpiring(area: string, key: string, value: string, options: ExpiringPutOptions = {}): Promise<void> {
    checkExpiringArgs(area, key, options);
    if (typeof value !== 'string') throw new Error('An expiring entry holds a string value.');
    this.run(() => this.db.transaction(() => this.write(area, key, value, options)).immediate());
  }

  async addExpiring(area: string, key: string, value: string, options: ExpiringPutOptions = {}): Promise<string> {
    checkExpiringArgs(area, key, options);
    if (typeof value !== 'string') throw new Error('An expiring entry holds a string value.');
    // IMMEDIATE: the look and the write cannot interleave with another writer (another process on the directory).
    return this.run(() =>
      this.db
        .transaction(() => {
          const existing = this.stmt.get.get({ area, key, now: Date.now() });
          if (existing) return existing.value;
          this.write(area, key, value, options);
          return value;
        })
        .immediate(),
    );
  }

  async getExpiring(area: string, key: string): Promise<string | null> {
    checkExpiringArgs(area, key);
    return this.run(() => this.stmt.get.get({ area, key, now: Date.now() })?.value ?? null);
  }

  async findExpiringByTag(area: string, tag: string): Promise<ExpiringEntry[]> {
    checkExpiringArgs(area, tag);
    return this.run(() => this.stmt.byTag.all({ area, tag, now: Date.now() }).map((e) => ({ ...e })));
  }

  async deleteExpiring(area: string, key: string): Promise<void> {
    checkExpiringArgs(area, key);
    this.run(() =>
      this.db.transaction(() => {
        this.stmt.delete.run({ area, key });
        this.stmt.untag.run({ area, key });
      })(),
    );
  }

  async deleteExpiringByTag(area: string, tag: string): Promise<number> {
    checkExpiringArgs(area, tag);
    return this.run(() =>
      this.db.transaction(() => {
        const entries = this.stmt.byTag.all({ area, tag, now: Date.now() });
        for (const { key } of entries) {
          this.stmt.delete.run({ area, key });
          this.stmt.untag.run({ area, key });
        }
        return entries.length;
      })(),
    );
  }

  private write(area: string, key: string, value: string, options: ExpiringPutOptions): void {
    const now = Date.now();
    if (now - this.lastSweep > EXPIRED_SWEEP_MS) {
      this.lastSweep = now;
      this.stmt.sweep.run({ now });
      this.stmt.sweepTags.run();
    }
    this.stmt.put.run({ area, key, value, expiresAt: options.ttlMs === undefined ? null : now + options.ttlMs });
    this.stmt.untag.run({ area, key });
    for (const tag of options.tags ?? []) this.stmt.tag.run({ area, tag, key });
  }
}
