// The access token for API calls (the Apollo auth link calls this before every operation): null when anonymous.
import { getAccessToken, startAuth } from './session.ts';

// The Apollo setup imports this module before the first render: sign-in starts here, so the redirect response
// is handled on every load even before any query runs (main.tsx may also await startAuth()).
void startAuth();

export { getAccessToken };
