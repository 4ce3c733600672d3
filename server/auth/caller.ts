// Who is calling: set by the auth layer from a verified bearer token, read by the services that need a user.

/** The signed-in caller; null where a request is anonymous. */
export interface AuthenticatedUser {
  id: string;
  /** A display name suggested by the token (used when the user record is first created). */
  name?: string;
  scopes: readonly string[];
}
