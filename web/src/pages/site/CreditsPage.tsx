// /credits: the credits text from the data, then the books of the rules content with the attribution their
// content license asks for.
import styled from 'styled-components';
import { Loading } from '../../components/Loading.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import type { CreditsQuery } from '../../gql/graphql.ts';
import { useCreditsQuery } from '../../gql/hooks.ts';

const SourceList = styled.ul`
  padding-left: 1.2em;
  li + li { margin-top: 8px; }
  .note { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9em; }
`;

function Sources({ sources }: { sources: CreditsQuery['sources'] }) {
  if (!sources.length) return null;
  const ordered = [...sources].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));
  return (
    <section aria-labelledby="credits-sources">
      <h2 id="credits-sources">Sources and attribution</h2>
      <SourceList>
        {ordered.map((source) => (
          <li key={source.key}>
            <strong>{source.name}</strong> ({source.abbreviation}){source.attribution ? `: ${source.attribution}` : ''}
            {source.licenseNote && (
              <>
                <br />
                <span className="note">{source.licenseNote}</span>
              </>
            )}
          </li>
        ))}
      </SourceList>
    </section>
  );
}

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
      <Sources sources={data.sources} />
    </section>
  );
}
