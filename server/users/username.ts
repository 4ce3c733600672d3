// The username rule: 3-32 characters of letters, digits, spaces, '-' and '_'.
export const USERNAME_RULE = "3-32 characters: letters, digits, spaces, '-' and '_'";

/** Returns an error message naming what is wrong, or null when the username is acceptable. */
export function usernameProblem(username: string): string | null {
  const length = [...username].length;
  if (length < 3) return `Username is too short (${length} characters); use ${USERNAME_RULE}.`;
  if (length > 32) return `Username is too long (${length} characters); use ${USERNAME_RULE}.`;
  if (!username.trim()) return `Username cannot be only spaces; use ${USERNAME_RULE}.`;
  const bad = [...new Set(username.replace(/[\p{L}\p{N} _-]/gu, ''))];
  if (bad.length) return `Username contains characters that are not allowed (${bad.map((c) => JSON.stringify(c)).join(', ')}); use ${USERNAME_RULE}.`;
  return null;
}

/** A default username for a new user, derived from what the token says, always valid. */
export function defaultUsername(suggested: string | undefined, id: string): string {
  const cleaned = (suggested ?? '').replace(/[^\p{L}\p{N} _-]/gu, '').trim().slice(0, 32);
  return cleaned.length >= 3 ? cleaned : `user-${id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8) || 'new'}`;
}
