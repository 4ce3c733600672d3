// What writing rules data needs of a store: the importer (seed/) is handed one, the server's store port
// (server/store/port.ts) extends it. Declared here, beside the catalogue, so the importer depends on core/ only and
// the server wires it to whichever store it opened.

/** A stored document: an original API record, every field kept as imported. Reads return deep-frozen documents (shared with caches): copy before changing. */
export type Doc = Record<string, unknown>;

/** The version of one resource's data, bumped by every successful import of that resource. */
export interface DataVersion {
  name: string;
  version: number;
  lastUpdated: string;
}

export interface ResourceWriter {
  /**
   * Replaces every document of a resource in one atomic step and bumps its data version (and MASTERVERSION).
   * Readers see either the previous set or the new one, never a mix or an empty collection.
   */
  replaceResource(resource: string, versionName: string, docs: Doc[]): Promise<DataVersion>;
  /** How many documents the resource holds now (0 when it was never imported). */
  count(resource: string): Promise<number>;
}
