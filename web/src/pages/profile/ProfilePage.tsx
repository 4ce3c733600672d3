// /profile (character-tools spec, Profile page): the signed-in user's username, with a form to change it.
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { authStore, useAuth } from '../../auth/auth-state.ts';
import { editProfile, login } from '../../auth/auth-loader.ts';
import { Button } from '../../components/Button.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useProfileUserQuery, useUpdateProfileUsernameMutation } from '../../gql/hooks.ts';

const Page = styled.section`
  max-width: 32rem;
  margin: 0 auto;
  padding: 16px;
  form { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
  label { display: flex; flex-direction: column; gap: 4px; flex: 1 1 16rem; font-weight: 600; }
  input {
    font: inherit; padding: 8px; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  .hint { font-size: 0.85rem; opacity: 0.8; margin: 4px 0 0; }
  .error { color: ${(p) => p.theme.colors.primary}; }
`;

export function ProfilePage() {
  const { isLoggedIn, isAuthLoading } = useAuth();
  if (isAuthLoading) return <Loading label="Loading your profile" />;
  if (!isLoggedIn) {
    return (
      <Page>
        <h1>Profile</h1>
        <p>Log in to view your profile</p>
        <Button onClick={() => void login()}>Login</Button>
      </Page>
    );
  }
  return <UsernameForm />;
}

function UsernameForm() {
  const { canEditProfile } = useAuth();
  const inputId = useId();
  // Personal data: read and written without the persisted cache.
  const { data, loading, error } = useProfileUserQuery({ fetchPolicy: 'no-cache' });
  const [save, saving] = useUpdateProfileUsernameMutation({ fetchPolicy: 'no-cache' });
  const [username, setUsername] = useState('');
  const [updated, setUpdated] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!data) return;
    setUsername(data.me.username);
    authStore.set({ username: data.me.username });
  }, [data]);

  if (loading) return <Loading label="Loading your profile" />;
  if (error || !data) {
    return (
      <Page>
        <h1>Profile</h1>
        <p className="error" role="alert">
          Your profile could not be loaded: {error?.message ?? 'no answer from the server'}.
        </p>
      </Page>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      const result = await save({ variables: { username } });
      const stored = result.data?.updateUsername.username;
      if (stored) {
        setUsername(stored);
        authStore.set({ username: stored });
        setUpdated(true);
      }
    } catch (err) {
      setProblem((err as Error).message);
    }
  };

  return (
    <Page>
      <h1>Profile</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor={inputId}>
          Username
          <input
            id={inputId}
            name="username"
            value={username}
            maxLength={32}
            autoComplete="nickname"
            onChange={(e) => {
              setUsername(e.target.value);
              setUpdated(false);
              setProblem(null);
            }}
          />
        </label>
        <Button type="submit" disabled={saving.loading} aria-busy={saving.loading} aria-label={saving.loading ? 'Saving' : undefined}>
          {saving.loading ? <Loading size={18} label="Saving" inline /> : 'Submit'}
        </Button>
      </form>
      <p className="hint">3-32 characters: letters, digits, spaces, '-' and '_'.</p>
      {updated && <p role="status">Username updated!</p>}
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {canEditProfile && (
        <p>
          <Button variant="outlined" onClick={() => void editProfile()}>
            Edit sign-in details
          </Button>
        </p>
      )}
    </Page>
  );
}
