// What a campaign page shows while sign-in is unknown or absent: campaigns are shared between players by nature, so
// they live on the server only and every page asks for sign-in first.
import type { ReactNode } from 'react';
import { login } from '../../../auth/auth-loader.ts';
import { useAuth } from '../../../auth/auth-state.ts';
import { Button } from '../../../components/Button.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { Notice } from '../ui/fields.tsx';

/** Renders the children for a signed-in user; otherwise the reason campaigns need sign-in and a Login button. */
export function CampaignSignIn({ children, doing }: { children: ReactNode; doing: string }) {
  const auth = useAuth();
  if (auth.isAuthLoading) return <Loading label="Checking sign-in" />;
  if (!auth.isLoggedIn) {
    return (
      <Notice>
        <p>
          Campaigns need sign-in: a campaign is shared by its game master and players, so it is kept on the server, never only in this
          browser. Sign in to {doing}.
        </p>
        <p>
          <Button onClick={() => void login()}>Login</Button>
        </p>
      </Notice>
    );
  }
  return <>{children}</>;
}

/** A request's failure as one sentence for the page. */
export const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));
