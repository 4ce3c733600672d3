// The app's providers: theme (with global styles), Apollo, and the router.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeModeProvider } from './theme/ThemeMode.tsx';

export function App({ client, router, serverDarkSide }: { client: ApolloClient; router: ReturnType<typeof createBrowserRouter>; serverDarkSide?: boolean }) {
  return (
    <ThemeModeProvider serverDarkSide={serverDarkSide}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeModeProvider>
  );
}
