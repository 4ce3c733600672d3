// Shared checks of the server-rendering specs (bundled and real data): pages hydrated with JavaScript on, without
// console errors or recovered mismatches, then navigating in the app as before; and the outline of a page's markup, to compare the server's HTML with the browser's own render of the page.
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { RECOVERABLE_ERRORS_KEY } from '../../../web/src/lib/hydration.ts';

/**
 * The test servers run without sign-in configured: the app's sign-in module then reports the missing configuration
 * (a 404 for it and a token failure naming it), on every page, rendered on the server or not. Those are not problems
 * of the page; nor is the browser's note that a not-found page's own document answered 404.
 */
function expectedNoise(m: ConsoleMessage, page: Page): boolean {
  const from = m.location().url;
  return (
    from.includes('/api/auth/config.json') ||
    /auth\/config\.json answered 404/.test(m.text()) ||
    (/status of 404/.test(m.text()) && from === page.url()) ||
    // The browser tests block service workers (playwright.config.ts): Playwright says so, and its stand-in for the
    // registration hands the app no registration, which the app reports. The specs about the worker allow it.
    /Service Worker registration blocked by Playwright|Service worker registration failed/.test(m.text())
  );
}

/** Console errors and warnings (and uncaught errors) of a page, collected from now on. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !expectedNoise(m, page)) problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Waits until React has hydrated the server's markup (hydrateRoot marks the container). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))), { timeout: 20_000 })
    .toBe(true);
}

/** What React recovered from while hydrating this page (web/src/lib/hydration.ts): empty when hydration was clean. */
export function recoverableErrors(page: Page): Promise<string[]> {
  return page.evaluate((key) => (window as unknown as Record<string, string[] | undefined>)[key] ?? [], RECOVERABLE_ERRORS_KEY);
}

/**
 * The markup under #root, one line per element (tag and attributes in name order) and per run of text (white space
 * collapsed), indented by depth; comments (React's text separators and Suspense marks) and the sign-in controls are
 * left out, styles are read as the browser parses them, chosen options and ticked boxes by their state, and useId's
 * ids are written alike. Of the live page, or of `html` (a served document).
 */
export function rootOutline(page: Page, html?: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    const STATE_ATTRIBUTES = ['selected', 'checked'];
    const attributeValue = (el: Element, attr: Attr) => {
      // A style as the browser reads it ('flex:none' written by the server, 'flex: 0 0 auto;' set by React).
      if (attr.name === 'style') return (el as HTMLElement).style.cssText;
      // useId: a fresh render in the browser numbers ids its own way ('_r_0_'); hydration takes the server's ('_R_4d6_').
      return attr.value.replace(/_[rR]_[0-9a-zA-Z]+_/g, '_id_');
    };
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      let text = '';
      const flush = () => {
        const t = text.replace(/\s+/g, ' ').trim();
        if (t) lines.push(`${'  '.repeat(depth)}"${t}"`);
        text = '';
      };
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
        else if (child.nodeType === Node.ELEMENT_NODE) {
          flush();
          const el = child as Element;
          // The sign-in controls wait for the browser to learn the sign-in configuration: not the server's to know.
          if (el.classList.contains('auth')) continue;
          const attrs = [...el.attributes].filter((a) => !STATE_ATTRIBUTES.includes(a.name)).map((a) => `${a.name}="${attributeValue(el, a)}"`);
          // Chosen options and ticked boxes: the server writes the attribute, React sets the property.
          for (const name of STATE_ATTRIBUTES) if ((el as unknown as Record<string, unknown>)[name] === true) attrs.push(`:${name}`);
          attrs.sort();
          lines.push(`${'  '.repeat(depth)}<${el.tagName.toLowerCase()}${attrs.length ? ` ${attrs.join(' ')}` : ''}>`);
          walk(el, depth + 1);
        }
      }
      flush();
    };
    const root = doc.getElementById('root');
    if (root) walk(root, 0);
    return lines;
  }, html);
}

/** Undefined when the outlines are equal, else where they first part, with a few lines of each. */
export function firstDifference(expected: string[], actual: string[]): string | undefined {
  const i = expected.findIndex((line, n) => line !== actual[n]);
  const at = i === -1 ? (expected.length === actual.length ? -1 : expected.length) : i;
  if (at === -1) return undefined;
  const around = (lines: string[]) => lines.slice(Math.max(0, at - 3), at + 3).join('\n');
  return `line ${at + 1} of ${expected.length} (browser: ${actual.length} lines)\n--- server:\n${around(expected)}\n--- browser:\n${around(actual)}`;
}
