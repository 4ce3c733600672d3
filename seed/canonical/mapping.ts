// What a canonical-type mapper is: a function from one validated document to the legacy-shaped records it becomes,
// and the error it throws when a document, though valid, says something the legacy shapes cannot hold.
import type { Doc } from '../../core/catalogue-store.ts';
import type { ResourceKey } from '../../core/resources.ts';

/** One record for one resource of the site, made from a canonical document. */
export interface Mapped {
  resource: ResourceKey;
  record: Doc;
}

/** A valid document the mapper cannot turn into the site's shapes; `field` names the member at fault. */
export class MappingError extends Error {
  override name = 'MappingError';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A document as read from the checkout, after its schema accepted it. */
export type CanonicalDoc = Record<string, unknown> & { key: string };

/** Maps one document; `file` is its path in the checkout, for messages. */
export type Mapper<T = CanonicalDoc> = (doc: T, file: string) => Mapped[];

/** Drops the members whose value is undefined, so a record carries only what it says. */
export function defined(record: Doc): Doc {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}
