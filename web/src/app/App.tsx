// The app's providers: theme (with global styles), Apollo, and the router.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeModeProvider } from './theme/ThemeMode.tsx';

/**
 * Marks <html data-app-ready> once the app has rendered or hydrated the first page and answers input (a server-rendered
 * page shows its controls before that). Browser tests wait for it after loading a page.
 */
function useReadyMark(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

export function App({ client, router, serverDarkSide }: { client: ApolloClient; router: ReturnType<typeof createBrowserRouter>; serverDarkSide?: boolean }) {
  useReadyMark();
  return (
    <ThemeModeProvider serverDarkSide={serverDarkSide}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeModeProvider>
  );
}
