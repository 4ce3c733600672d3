// A lookup by name built once: exact match first, then case-insensitive (the original site matched some names loosely).
export class NameIndex<T extends { name: string }> {
  private readonly exact = new Map<string, T>();
  private readonly loose = new Map<string, T>();

  constructor(readonly all: readonly T[]) {
    for (const record of all) {
      if (!this.exact.has(record.name)) this.exact.set(record.name, record);
      const key = record.name.toLowerCase();
      if (!this.loose.has(key)) this.loose.set(key, record);
    }
  }

  get(name: string | null | undefined): T | undefined {
    if (!name) return undefined;
    return this.exact.get(name) ?? this.loose.get(name.toLowerCase());
  }

  has(name: string | null | undefined): boolean {
    return this.get(name) !== undefined;
  }

  get size(): number {
    return this.all.length;
  }
}
