// /credits: the credits text from the data.
import { useQuery } from '@apollo/client/react';
import { Loading } from '../../components/Loading.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { CreditsDocument } from '../../gql/graphql.ts';

export function CreditsPage() {
  const { data, loading } = useQuery(CreditsDocument);
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
