// Placeholder page until the app shell lands: says what the site is and where the API lives.
import { createRoot } from 'react-dom/client';

function Placeholder() {
  return (
    <main>
      <h1>SW5E companion</h1>
      <p>
        The rules API is running: GraphQL at <a href="/graphql">/graphql</a>, REST at <a href="/api/dataVersion">/api</a>.
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Placeholder />);
