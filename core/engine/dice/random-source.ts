// Fair die faces from 32-bit random words. Taking `word % sides` would favour the low faces whenever 2^32 is not a
// multiple of the die size, so words from the incomplete last block are thrown away and drawn again (rejection
// sampling). The words come from an injected source: crypto.getRandomValues in the app, a seeded generator in tests.

/** Fills the array with uniformly random 32-bit words (the shape of crypto.getRandomValues). */
export type RandomWords = (array: Uint32Array) => Uint32Array;

/** Returns a face from 1 to sides, each equally likely. */
export type DieRoller = (sides: number) => number;

const WORD_RANGE = 2 ** 32;

export function dieRoller(words: RandomWords): DieRoller {
  const buffer = new Uint32Array(1);
  return (sides) => {
    if (!Number.isInteger(sides) || sides < 1 || sides > WORD_RANGE) throw new RangeError(`A die needs a whole number of sides from 1 up, not ${sides}.`);
    // The largest multiple of `sides` that fits in 32 bits: words at or above it are rejected.
    const limit = WORD_RANGE - (WORD_RANGE % sides);
    for (;;) {
      const word = words(buffer)[0];
      if (word < limit) return (word % sides) + 1;
    }
  };
}

/** The platform's cryptographic generator (browsers and Node 20 both have globalThis.crypto). */
export function cryptoDieRoller(): DieRoller {
  const crypto = (globalThis as { crypto?: { getRandomValues(array: Uint32Array): Uint32Array } }).crypto;
  if (!crypto) throw new Error('No crypto.getRandomValues in this environment: dice cannot be rolled fairly.');
  return dieRoller((array) => crypto.getRandomValues(array));
}

/** A repeatable word source (mulberry32) for tests and benchmarks: the same seed gives the same rolls. */
export function seededWords(seed: number): RandomWords {
  let state = seed >>> 0;
  return (array) => {
    for (let index = 0; index < array.length; index++) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      array[index] = (t ^ (t >>> 14)) >>> 0;
    }
    return array;
  };
}
