// The starship sizes page shows the Starships chapter, then the size cards, then the chapter's Variant: Space
// Stations section: this splits that section out of the chapter's markdown.

export interface SplitChapter {
  main: string;
  /** The variant section with its heading, or '' when the chapter has none. */
  spaceStations: string;
}

/** Cuts the 'Variant: Space Stations' section (up to the next heading of the same or a higher level) out of `markdown`. */
export function splitSpaceStations(markdown: string): SplitChapter {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{1,6}\s*variant:\s*space stations\b/i.test(line.trim()));
  if (start === -1) return { main: markdown, spaceStations: '' };
  const level = /^(#+)/.exec(lines[start].trim())![1].length;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    const heading = /^(#{1,6})\s/.exec(lines[i].trim());
    if (heading && heading[1].length <= level) {
      end = i;
      break;
    }
  }
  return {
    main: [...lines.slice(0, start), ...lines.slice(end)].join('\n').trimEnd(),
    spaceStations: lines.slice(start, end).join('\n').trim(),
  };
}
