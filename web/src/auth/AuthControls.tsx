// Toolbar sign-in controls (stub until the sign-in issue): the spinner, Login button or user menu go here.
import { useAuth } from './auth-state.ts';
import { Loading } from '../components/Loading.tsx';
import { Button } from '../components/Button.tsx';

export function AuthControls() {
  const { isAuthLoading } = useAuth();
  if (isAuthLoading) return <Loading size={24} label="Signing in" />;
  return (
    <Button type="button" variant="text" onClick={() => undefined}>
      Login
    </Button>
  );
}
