// Toolbar sign-in controls: a spinner while sign-in loads, a Login button when signed out, and the user menu
// (UserMenu.tsx, loaded only once signed in: it brings the character store) when signed in.
import { lazy, Suspense } from 'react';
import { AuthSlot } from './AuthSlot.tsx';
import { ToolbarButton } from './ToolbarMenu.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useAuth } from '../../auth/auth-state.ts';
import { login } from '../../auth/auth-loader.ts';
import { loadDataLayer } from '../apollo/data-layer.ts';

// The menu reads the profile and the character store through the data layer: both load together.
const UserMenu = lazy(async () => {
  const [{ UserMenu: menu }] = await Promise.all([import('./UserMenu.tsx'), loadDataLayer()]);
  return { default: menu };
});

export function AuthControls() {
  const { isAuthLoading, isLoggedIn, localDevelopment } = useAuth();

  const signingIn = (
    <AuthSlot className="auth">
      <Loading size={24} label="Signing in" />
    </AuthSlot>
  );
  if (isAuthLoading) return signingIn;
  if (!isLoggedIn) {
    return (
      <AuthSlot className="auth">
        <ToolbarButton type="button" onClick={() => void login()} title={localDevelopment ? 'Local development sign-in: any username' : undefined}>
          Login
        </ToolbarButton>
      </AuthSlot>
    );
  }
  return (
    <Suspense fallback={signingIn}>
      <UserMenu />
    </Suspense>
  );
}

