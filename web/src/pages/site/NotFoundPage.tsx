// The page for an unknown address, and its content for routes that find no record.
import { ButtonLink } from '../../components/Button.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { useNotFoundStatus } from '../../components/render-facts.ts';

export function NotFoundContent() {
  usePageTitle('Page not found');
  useNotFoundStatus();
  return (
    <section>
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <ButtonLink to="/">Go to the home page</ButtonLink>
    </section>
  );
}

export function NotFoundPage() {
  return <NotFoundContent />;
}
