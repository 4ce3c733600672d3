// The bundled GraphQL explorer (GraphiQL), served at GET /graphql from our own build so it works offline.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

type FetcherParams = { query: string; variables?: unknown; operationName?: string | null };

/** Posts the operation to /graphql with the same-origin session; JSON in, JSON out. */
async function fetcher(params: FetcherParams) {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return response.json();
}

const defaultQuery = `# Welcome to the SW5E GraphQL explorer. Press the play button to run a query.
query Example {
  dataVersions { name version }
  powers(powerType: Force, level: [1]) { name level forceAlignment range duration }
}
`;

createRoot(document.getElementById('explorer')!).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);
