// The description of a server-rendered page: the first real paragraph after the main heading, in plain words.
import { describe, expect, it } from 'vitest';
import { pageDescription, plainText, trimWords } from './server-page-text.ts';

describe('pageDescription', () => {
  it('takes the first paragraph after the heading, skipping the toolbar and short notes', () => {
    const html =
      '<header><p>Toolbar text that is long enough to count as a paragraph of its own</p></header>' +
      '<main><h1>Twi&#x27;lek</h1><p>Back</p><p>Tall, <em>lekku-crowned</em> people &amp; famous traders of the outer rim worlds.</p><p>Second</p></main>';
    expect(pageDescription(html)).toBe("Tall, lekku-crowned people & famous traders of the outer rim worlds.");
  });

  it('falls back to the first short paragraph, and to nothing without one', () => {
    expect(pageDescription('<main><h1>X</h1><p>Short note</p></main>')).toBe('Short note');
    expect(pageDescription('<main><h1>X</h1><table><tr><td>cell</td></tr></table></main>')).toBeUndefined();
  });
});

describe('trimWords', () => {
  it('cuts at a word near the limit with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const cut = trimWords(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^word( word)*…$/);
    expect(trimWords('short', 40)).toBe('short');
  });
});

describe('plainText', () => {
  it('drops tags and decodes references', () => {
    expect(plainText('<b>A</b>&nbsp;&#8212; &#x41;  &lt;b&gt;')).toBe('A — A <b>');
  });
});
