// /credits: the credits text from the data.
import { Loading } from '../../components/Loading.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { useCreditsQuery } from '../../gql/hooks.ts';

export function CreditsPage() {
  const { data, loading } = useCreditsQuery();
  if (data?.credits === undefined) {
    if (loading) return <Loading label="Loading credits" />;
    return (
      <section>
        <h1>Credits</h1>
        <p>The credits could not be loaded. Check your connection and try again.</p>
      </section>
    );
  }
  const hasHeading = /^\s*#\s/.test(data.credits);
  return (
    <section>
      {!hasHeading && <h1>Credits</h1>}
      <Markdown source={data.credits} />
    </section>
  );
}
