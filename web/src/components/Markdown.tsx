// Renders rules markdown (GFM tables): headings get anchors from headingSlug, '#Name' links open the hash modal
// over the current page, site paths navigate in-app, other links open in a new tab, a failed image with alt text
// shows that text and raises the alert (a decorative one, without alt text, just disappears).
// Raw HTML in the text is parsed and then cut down to the safe subset of markdown/safe-html.ts.
import { memo, useMemo, useState, type ReactNode } from 'react';
import ReactMarkdown, { type Components, type Options as MarkdownOptions } from 'react-markdown';
import { Link, useLocation } from 'react-router-dom';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';
import { reportImageError } from '../lib/image-errors.ts';
import { cleanMarkdown } from '../../../core/text/markdown-text.ts';
import { rehypeHeadingIds } from './markdown/rehype-heading-ids.ts';
import { isAllowedImageSource, rehypeColumnLayout, SAFE_HTML_SCHEMA } from './markdown/safe-html.ts';

export const MarkdownBody = styled.div`
  overflow-wrap: break-word;
  h1 { font-size: 2rem; margin: 0.5em 0; }
  h2 { font-size: 1.6rem; margin: 1.2em 0 0.5em; }
  h3 { font-size: 1.3rem; margin: 1.1em 0 0.4em; }
  h4, h5, h6 { font-size: 1.1rem; margin: 1em 0 0.4em; }
  blockquote { margin: 1em 0; padding: 0.5em 1em; border-left: 4px solid ${(p) => p.theme.colors.primary}; background: ${(p) => p.theme.colors.surfaceRaised}; }
  .table-scroll { overflow-x: auto; margin: 1em 0; }
  table { border-collapse: collapse; min-width: 50%; }
  th, td { padding: 6px 10px; border-bottom: 1px solid ${(p) => p.theme.colors.border}; vertical-align: top; }
  th { text-align: left; }
  tbody tr:nth-child(even) { background: ${(p) => p.theme.colors.tableStripe}; }
  img { max-width: 100%; height: auto; }
  .md-columns-2, .md-columns-3 { column-gap: 2em; }
  .md-columns-2 .table-scroll, .md-columns-3 .table-scroll { break-inside: avoid; margin-top: 0; }
  .md-columns-2 { column-count: 2; }
  .md-columns-3 { column-count: 3; }
  /* Columns of text need room: on a phone they stack. */
  @media (max-width: 599px) { .md-columns-2, .md-columns-3 { column-count: 1; } }
`;

function HashLink({ hash, children }: { hash: string; children: ReactNode }) {
  const location = useLocation();
  return <Link to={{ pathname: location.pathname, search: location.search, hash }}>{children}</Link>;
}

const components: Components = {
  a: ({ href = '', children }) => {
    if (href.startsWith('#')) return <HashLink hash={href}>{children}</HashLink>;
    if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  table: ({ children }) => (
    // Wide tables scroll sideways; the region is focusable so keyboard users can scroll it.
    <div className="table-scroll" role="region" aria-label="Table" tabIndex={0}>
      <table>{children}</table>
    </div>
  ),
  img: ({ src, alt }) =>
    typeof src === 'string' && isAllowedImageSource(src) ? (
      <MarkdownImage src={src} alt={alt ?? ''} />
    ) : alt ? (
      <span className="image-alt">{alt}</span>
    ) : null,
};

/** An image of the text: on failure its alt text stands in and the alert is raised; without alt text it is decoration. */
function MarkdownImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return alt ? <span className="image-alt">{alt}</span> : null;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => {
        setFailed(true);
        if (alt) reportImageError();
      }}
    />
  );
}

const remarkPlugins = [remarkGfm];
// Order matters: parse raw HTML, keep the column layout as a class, sanitize, then give the (clean) headings ids.
const htmlPlugins = [rehypeRaw, rehypeColumnLayout, [rehypeSanitize, SAFE_HTML_SCHEMA], rehypeHeadingIds] satisfies MarkdownOptions['rehypePlugins'];
// Text without any tag skips the HTML parse (a second pass over long chapters); it is still sanitized.
const textPlugins = [[rehypeSanitize, SAFE_HTML_SCHEMA], rehypeHeadingIds] satisfies MarkdownOptions['rehypePlugins'];
const HAS_TAG = /<[a-zA-Z!/]/;

/** Memoised: a long chapter is parsed again only when its text changes. */
export const Markdown = memo(function Markdown({ source, className }: { source: string; className?: string }) {
  const text = useMemo(() => cleanMarkdown(source), [source]);
  return (
    <MarkdownBody className={className}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={HAS_TAG.test(text) ? htmlPlugins : textPlugins} components={components}>
        {text}
      </ReactMarkdown>
    </MarkdownBody>
  );
});
