// The app's providers: theme (with global styles), the data client's context, and the router.
import { getApolloContext } from '@apollo/client/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { useSmallStore } from '../lib/small-store.ts';
import { dataLayerClient } from './apollo/data-layer.ts';
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
 * Apollo's context, filled once the data layer has loaded (apollo/data-layer.ts). ApolloProvider insists on a client
 * from its first render, and a page that ran no query hydrates before there is one; giving the same context a value
 * keeps the tree below as it is (no remount) when the client arrives. Every component that queries renders only after
 * that: its route, the search suggestions and the user menu wait for the data layer.
 */
function DataClientProvider({ children }: { children: ReactNode }) {
  const client = useSmallStore(dataLayerClient);
  const ApolloContext = getApolloContext();
  const value = useMemo(() => (client ? { client } : {}), [client]);
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}

export function App({ router, serverDarkSide }: { router: ReturnType<typeof createBrowserRouter>; serverDarkSide?: boolean }) {
  useReadyMark();
  return (
    <ThemeModeProvider serverDarkSide={serverDarkSide}>
      <DataClientProvider>
        <RouterProvider router={router} />
      </DataClientProvider>
    </ThemeModeProvider>
  );
}
