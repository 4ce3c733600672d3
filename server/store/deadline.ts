// A bound on waiting for the store: the answer of a check, or StoreUnavailableError once it is late.
import { StoreUnavailableError } from './port.ts';

/**
 * The answer of a read, or StoreUnavailableError once `ms` passed without one (the read itself is left to finish or
 * fail on its own bounds). Only for reads: a write that outlives its answer may still land.
 */
export function within<T>(read: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(`Cannot ${what}: no answer within ${ms} ms.`)), ms);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}
