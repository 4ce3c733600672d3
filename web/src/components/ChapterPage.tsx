// One chapter of a book: its markdown with heading anchors, a contents list (anchor #contents), scrolling to the
// URL hash once rendered, and optional extras: `actions` above the text (buttons) and `children` after it (a table).
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useChapterPageQuery } from '../gql/hooks.ts';
import type { Rulebook } from '../gql/graphql.ts';
import { BackButton } from './BackButton.tsx';
import { Loading } from './Loading.tsx';
import { Markdown } from './Markdown.tsx';
import { headingSlug } from '../../../core/site-paths.ts';
import { contentsHeadings, splitTitle } from '../../../core/text/markdown-text.ts';
import { usePageTitle } from './page-title.ts';
import { NotFoundStatus } from './render-facts.ts';
import { useHashScroll } from './use-hash-scroll.ts';

export interface ChapterPageProps {
  book: Rulebook;
  /** The chapter's name in the data (e.g. 'Force- and Tech-casting'). */
  chapterName: string;
  /** Page title; defaults to the chapter name. */
  title?: string;
  /** Shown above the text, e.g. buttons to related lists. */
  actions?: ReactNode;
  /** Shown after the text, e.g. a table of the chapter's records. */
  children?: ReactNode;
  /** Shows a back button to this path (variant rules, expanded content). */
  backTo?: string;
  /** Rendered instead of the 'not found' message when the book has no such chapter. */
  notFound?: ReactNode;
}

const Article = styled.article`
  max-width: 1100px;
  margin: 0 auto;
`;

const Contents = styled.nav`
  margin: 8px 0 16px;
  summary { cursor: pointer; font-weight: 700; padding: 4px 0; }
  ol { margin: 4px 0; padding-left: 20px; columns: 2 260px; }
  li { break-inside: avoid; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0;
`;

export function ChapterPage({ book, chapterName, title, actions, children, backTo, notFound }: ChapterPageProps) {
  const { data, loading, error } = useChapterPageQuery({ variables: { book, name: chapterName } });
  const chapter = data?.chapter;
  const location = useLocation();
  // The chapter's own name once loaded: a URL may spell it in any letter case.
  usePageTitle(title ?? chapter?.chapterName ?? chapterName);
  useHashScroll(Boolean(chapter));
  const markdown = chapter?.contentMarkdown ?? '';
  // The document's own '# Title' becomes the page heading, with the contents and buttons under it.
  const { title: ownTitle, body } = useMemo(() => splitTitle(markdown), [markdown]);
  const contents = useMemo(() => contentsHeadings(body), [body]);
  const heading = ownTitle ?? title ?? chapterName;

  if (!chapter) {
    if (loading) return <Loading label={`Loading ${title ?? chapterName}`} />;
    if (notFound) return <>{notFound}</>;
    return (
      <Article>
        {!error && <NotFoundStatus />}
        <h1>{title ?? chapterName}</h1>
        <p>{error ? 'This chapter could not be loaded. Check your connection and try again.' : 'This chapter is not available.'}</p>
      </Article>
    );
  }
  return (
    <Article>
      {backTo && <BackButton to={backTo} />}
      <h1 id={headingSlug(heading)}>{heading}</h1>
      {contents.length > 1 && (
        <Contents id="contents" aria-label="Contents">
          <details>
            <summary>Contents</summary>
            <ol>
              {contents.map((h) => (
                <li key={h.id}>
                  <Link to={{ pathname: location.pathname, search: location.search, hash: h.id }}>{h.text}</Link>
                </li>
              ))}
            </ol>
          </details>
        </Contents>
      )}
      {actions && <Actions>{actions}</Actions>}
      <Markdown source={body} />
      {children}
    </Article>
  );
}
