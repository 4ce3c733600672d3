// The no-JavaScript page facts read from served bytes: each missing fact is named.
import { describe, expect, it } from 'vitest';
import { noScriptProblems } from '../support/page-facts.ts';

const page = (main: string, { title = 'Twi&#x27;lek | SW5E', styles = '<style data-styled="active">.a{}</style>' } = {}) =>
  `<!doctype html><html><head><title>${title}</title>${styles}</head><body><div id="root"><main>${main}</main></div></body></html>`;

describe('noScriptProblems', () => {
  it('passes a page with its heading, text, styles and title', () => {
    expect(noScriptProblems('/x', page("<h1>Twi&#x27;<span>lek</span></h1><p>Text.</p>"), "Twi'lek")).toEqual([]);
  });

  it('names each missing fact', () => {
    expect(noScriptProblems('/x', page('<p> </p><div role="status">Loading rules</div>', { title: 'Nothing', styles: '' }))).toEqual([
      '/x: no main heading',
      '/x: no content text',
      '/x: still loading',
      '/x: 0 collected style elements, not 1',
      '/x: title "Nothing"',
    ]);
    expect(noScriptProblems('/x', page('<h1>Wookiee</h1><table><tbody><tr><td>1</td></tr></tbody></table>'), "Twi'lek")).toEqual(['/x: main heading "Wookiee" does not name "Twi\'lek"']);
  });

  it('reads the first heading of the main part only', () => {
    expect(noScriptProblems('/x', page('<h1>First</h1><h1>Second</h1><li>x</li>'), 'Second')).toEqual(['/x: main heading "First" does not name "Second"']);
  });
});
