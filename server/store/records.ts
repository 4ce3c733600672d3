// Argument checks for users and characters, shared by both store adapters so they refuse the same inputs.
import type { CharacterSaveRequest } from './port.ts';

export function checkUserId(userId: unknown): asserts userId is string {
  if (typeof userId !== 'string' || userId === '') {
    throw new Error(`A user id must be a non-empty string, got ${JSON.stringify(userId)}.`);
  }
}

export function checkLimit(limit: unknown): asserts limit is number {
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0) {
    throw new Error(`The character limit must be a non-negative integer, got ${JSON.stringify(limit)}.`);
  }
}

export function checkCharacterArgs(userId: unknown, requests: unknown): asserts requests is CharacterSaveRequest[] {
  checkUserId(userId);
  if (!Array.isArray(requests)) throw new Error('saveCharacters needs an array of save requests.');
  const seen = new Set<string>();
  requests.forEach((request: unknown, i) => {
    const r = request as Partial<CharacterSaveRequest> | null;
    if (r === null || typeof r !== 'object') throw new Error(`Save request ${i} is not an object.`);
    if (typeof r.jsonData !== 'string') throw new Error(`Save request ${i}: jsonData must be a string.`);
    if (r.id != null) {
      if (typeof r.id !== 'string' || r.id === '') throw new Error(`Save request ${i}: id must be a non-empty string.`);
      // Two updates of one character in a batch would make "each save atomic" ambiguous: refuse.
      if (seen.has(r.id)) throw new Error(`Save request ${i}: character "${r.id}" appears twice in one batch.`);
      seen.add(r.id);
    }
  });
}
