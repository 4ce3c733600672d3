// The <head> of a server-rendered page: title, description, canonical address, Open Graph and Twitter card tags, and
// structured data (schema.org JSON-LD) naming the page and the site, all from what the page itself rendered.
import { scriptJson, type RenderedPage } from '../../core/server-render.ts';

export const SITE_NAME = 'SW5E';

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}


export interface HeadFacts {
  page: RenderedPage;
  /** The page's canonical absolute address (no query string). */
  canonical: string;
  /** The site's origin, for the structured data. */
  origin: string;
  /** Used when the page gives no description of its own. */
  fallbackDescription: string;
}

export function headTags({ page, canonical, origin, fallbackDescription }: HeadFacts): { title: string; description: string; tags: string } {
  const description = page.description ?? fallbackDescription;
  const name = page.pageTitle ?? SITE_NAME;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url: canonical,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` },
  };
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', description),
    // An error page is never indexed; a page of one person's own data (a share link, a character), rendered in the
    // browser only, is neither indexed nor followed (its links lead to more of that person's data), whether or not
    // the crawler runs the page's scripts. The one place these pages say so: the pages themselves add no tag.
    ...(page.status !== 200 ? [meta('name', 'robots', 'noindex')] : page.clientOnly ? [meta('name', 'robots', 'noindex, nofollow')] : []),
    `<script type="application/ld+json">${scriptJson(structured)}</script>`,
  ];
  return { title: page.title, description, tags: tags.join('\n    ') };
}
