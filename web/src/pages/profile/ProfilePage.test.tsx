// The profile page's states (character-tools spec, Profile page): spinner, logged-out text, the username form
// whose Submit becomes a disabled spinner while saving, 'Username updated!' hidden again by editing.
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../lib/theme/themes.ts';
import { authStore, setAccessToken } from '../../auth/auth-state.ts';
import { ProfileUserDocument, UpdateProfileUsernameDocument } from '../../gql/graphql.ts';
import { ProfilePage } from './ProfilePage.tsx';

vi.mock('../../auth/session.ts', () => ({ login: vi.fn(), editProfile: vi.fn() }));

const me = { __typename: 'User' as const, id: 'u1', username: 'Kara Venn' };
const mocks = [
  { request: { query: ProfileUserDocument }, result: { data: { __typename: 'Query' as const, me } } },
  {
    request: { query: UpdateProfileUsernameDocument, variables: { username: 'Kara Venn_2' } },
    result: { data: { __typename: 'Mutation' as const, updateUsername: { ...me, username: 'Kara Venn_2' } } },
    // Long enough to see the busy button even on a loaded machine.
    delay: 600,
  },
];

function renderPage() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <ProfilePage />
        </MemoryRouter>
      </MockedProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  setAccessToken(null);
  authStore.set({ isAuthLoading: false, username: null });
});

describe('profile page', () => {
  it('shows a spinner while sign-in loads', () => {
    authStore.set({ isAuthLoading: true });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
  });

  it('asks to log in when signed out', () => {
    renderPage();
    expect(screen.getByText('Log in to view your profile')).toBeInTheDocument();
  });

  it('loads the username, saves a new one with a disabled spinner, and hides the message on edit', async () => {
    setAccessToken('header.payload.signature');
    renderPage();
    const field = await screen.findByLabelText('Username');
    expect(field).toHaveValue('Kara Venn');
    const user = userEvent.setup();
    await user.type(field, '_2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const busy = await screen.findByRole('button', { name: /Saving/ });
    expect(busy).toBeDisabled();
    expect(await screen.findByText('Username updated!')).toBeInTheDocument();
    expect(authStore.get().username).toBe('Kara Venn_2');
    await act(async () => {
      await user.type(field, 'x');
    });
    expect(screen.queryByText('Username updated!')).not.toBeInTheDocument();
  });
});
