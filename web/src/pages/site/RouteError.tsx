// Shown when a route fails to load (most often a page's code could not be fetched while offline).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../components/Button.tsx';
import { FailedStatus } from '../../components/render-facts.ts';
import { NotFoundContent } from './NotFoundPage.tsx';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  console.error('Route error', error);
  return (
    <section role="alert">
      <FailedStatus />
      <h1>Something went wrong</h1>
      <p>This page could not be shown. If you are offline, reconnect and try again.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </section>
  );
}
