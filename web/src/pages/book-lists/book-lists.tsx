// Variant rules and expanded content: an introduction plus a card per chapter, and each chapter's page
// (heading, markdown body, back button).
import { ROUTES } from '../../../../core/routes.ts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { chapterPath } from '../../../../core/site-paths.ts';
import { Card, CardGrid } from '../../components/CardGrid.tsx';
import { ChapterPage } from '../../components/ChapterPage.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useBookChapterListQuery } from '../../gql/hooks.ts';
import type { Rulebook } from '../../gql/graphql.ts';

function ChapterCards({ book, title, intro }: { book: Extract<Rulebook, 'VARIANT_RULES' | 'EXPANDED_CONTENT'>; title: string; intro: ReactNode }) {
  const { data, loading, error } = useBookChapterListQuery({ variables: { book } });
  const chapters = data?.chapters;
  return (
    <section>
      <h1>{title}</h1>
      {intro}
      {!chapters && loading && <Loading label={`Loading ${title}`} />}
      {!chapters && error && <p>The list could not be loaded. Check your connection and try again.</p>}
      {chapters && (
        <CardGrid aria-label={title}>
          {chapters.map((c) => (
            <li key={c.chapterName}>
              <Card as={Link} to={chapterPath(book, c.chapterName)} style={{ textDecoration: 'none' }}>
                <h2>{c.chapterName}</h2>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}

export function VariantRulesList() {
  return (
    <ChapterCards
      book="VARIANT_RULES"
      title="Variant Rules"
      intro={<p>Optional rules a group can adopt to change how the game plays. Agree on them with your game master before using any of them at the table.</p>}
    />
  );
}

export function ExpandedContentList() {
  return (
    <ChapterCards
      book="EXPANDED_CONTENT"
      title="Expanded Content"
      intro={
        <p>
          Material published after the core books, gathered by topic. The same options also appear in the Characters and Loot tables, where they can be searched
          and filtered.
        </p>
      }
    />
  );
}

export function VariantRulePage() {
  const { variantRuleName = '' } = useParams();
  return <ChapterPage key={variantRuleName} book="VARIANT_RULES" chapterName={variantRuleName} backTo={ROUTES.variantRules.pattern} />;
}

export function ExpandedContentPage() {
  const { expandedContentName = '' } = useParams();
  return <ChapterPage key={expandedContentName} book="EXPANDED_CONTENT" chapterName={expandedContentName} backTo={ROUTES.expandedContent.pattern} />;
}
