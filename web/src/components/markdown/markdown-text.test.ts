// Markdown text transforms: replacement characters, unique heading ids, the chapter outline, start case.
import { describe, expect, it } from 'vitest';
import { headingSlug } from '../../app/site-paths.ts';
import { cleanMarkdown, createSlugger, outlineHeadings, startCase } from './markdown-text.ts';

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
