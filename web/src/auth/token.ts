// The access token for API calls (stub until the sign-in issue): null means anonymous.
// The sign-in helper replaces the body; the Apollo auth link calls this before every operation.
export async function getAccessToken(): Promise<string | null> {
  return null;
}
