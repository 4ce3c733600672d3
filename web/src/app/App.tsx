// The app's providers: theme (with global styles), the data client's context, and the router.
import { getApolloContext } from '@apollo/client/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ServerSessionProvider } from '../auth/auth-state.ts';
import { useSmallStore } from '../lib/small-store.ts';
import { dataLayerClient, loadDataLayer } from './apollo/data-layer.ts';
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

/**
 * Before the data layer has loaded, reading the client starts loading it and suspends the reader (React shows or
 * keeps what it had, and renders the reader again once the client is there). Routes, the search suggestions and the
 * user menu wait for the data layer before they render; this covers a page that hydrates without it but still asks
 * for the client, such as one whose only query was skipped on the server (search results without a text).
 */
const PENDING_CONTEXT = {
  get client(): never {
    throw loadDataLayer();
  },
};

/**
 * Apollo's context, filled once the data layer has loaded (apollo/data-layer.ts). ApolloProvider insists on a client
 * from its first render, and a page that ran no query hydrates before there is one; giving the same context a new
 * value keeps the tree below as it is (no remount) when the client arrives.
 */
function DataClientProvider({ children }: { children: ReactNode }) {
  const client = useSmallStore(dataLayerClient);
  const ApolloContext = getApolloContext();
  const value = useMemo(() => (client ? { client } : PENDING_CONTEXT), [client]);
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** The theme the server rendered the page in (hydration renders it too). */
  serverDarkSide?: boolean;
  /** The server rendered sign-in as loading (hydration renders it too). */
  serverSession?: boolean;
}

export function App({ router, serverDarkSide, serverSession = false }: AppProps) {
  useReadyMark();
  return (
    <ThemeModeProvider serverDarkSide={serverDarkSide}>
      <ServerSessionProvider session={serverSession}>
        <DataClientProvider>
          <RouterProvider router={router} />
        </DataClientProvider>
      </ServerSessionProvider>
    </ThemeModeProvider>
  );
}
