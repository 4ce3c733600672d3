// Markdown text transforms: replacement characters, unique heading ids, the chapter outline, start case.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hasRealData, REALDATA_API } from '../../tests/support/realdata.ts';
import { headingSlug } from '../site-paths.ts';
import { cleanMarkdown, contentsHeadings, createSlugger, outlineHeadings, splitTitle, startCase } from './markdown-text.ts';

describe('cleanMarkdown', () => {
  it('shows replacement characters as dashes and normalises line ends', () => {
    expect(cleanMarkdown('1 (from 2nd) | \uFFFD |\r\nnext\rline')).toBe('1 (from 2nd) | - |\nnext\nline');
  });
});

describe('createSlugger', () => {
  it('uses headingSlug and numbers repeats', () => {
    const slug = createSlugger();
    expect(slug('Fighting Styles')).toBe('fighting-styles');
    expect(slug('Fighting Styles')).toBe('fighting-styles-1');
    expect(slug("Player's Choice!")).toBe(headingSlug("Player's Choice!"));
  });
});

describe('outlineHeadings', () => {
  it('lists headings with the ids the renderer gives them, skipping fenced code', () => {
    const md = '# Chapter 1: Combat\r\n\r\nText\r\n## The *Order* of Combat\n```\n## not a heading\n```\n### Surprise\n## Notes\n## Notes';
    expect(outlineHeadings(md)).toEqual([
      { depth: 1, text: 'Chapter 1: Combat', id: 'chapter-1-combat' },
      { depth: 2, text: 'The Order of Combat', id: 'the-order-of-combat' },
      { depth: 3, text: 'Surprise', id: 'surprise' },
      { depth: 2, text: 'Notes', id: 'notes' },
      { depth: 2, text: 'Notes', id: 'notes-1' },
    ]);
  });
});

describe('startCase', () => {
  it('capitalises words and splits camel case and separators', () => {
    expect(startCase('Slowed Level')).toBe('Slowed Level');
    expect(startCase('force push')).toBe('Force Push');
    expect(startCase('forcePush')).toBe('Force Push');
    expect(startCase('starship_size-upgrade')).toBe('Starship Size Upgrade');
  });
});

describe('contentsHeadings', () => {
  it('lists the highest heading level that occurs at least twice', () => {
    expect(contentsHeadings('## A\n### a1\n## B').map((h) => h.text)).toEqual(['A', 'B']);
    expect(contentsHeadings('### Intro\n#### One\n#### Two\n##### Deep').map((h) => h.text)).toEqual(['One', 'Two']);
    expect(contentsHeadings('### 10/18/2022\n#### Chapter 3\n### 07/05/2022\n#### Chapter 2').map((h) => h.text)).toEqual(['10/18/2022', '07/05/2022']);
  });
});

describe.runIf(hasRealData('chapter contents over the real handbook'))('contents of the real handbook chapters', () => {
  const chapter = (name: string) => {
    const record = JSON.parse(readFileSync(resolve(REALDATA_API, 'PlayerHandbookRule', `${name}.json`), 'utf8')) as { contentMarkdown: string };
    return splitTitle(record.contentMarkdown).body;
  };

  it.each(['Whats Different', 'Appendix A: Conditions', 'Changelog', 'Combat', 'Equipment'])('%s has a contents list', (name) => {
    expect(contentsHeadings(chapter(name)).length).toBeGreaterThan(1);
  });

  it('lists the conditions by name and the changelog by date', () => {
    expect(contentsHeadings(chapter('Appendix A: Conditions')).map((h) => h.text)).toContain('Blinded');
    expect(contentsHeadings(chapter('Changelog'))[0].text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
