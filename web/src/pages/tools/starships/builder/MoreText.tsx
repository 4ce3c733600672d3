// A rules text behind a "What it does" toggle: rendered (markdown) only once opened, so a long list stays cheap.
import { useState } from 'react';
import { Markdown } from '../../../../components/Markdown.tsx';

export function MoreText({ source, summary = 'What it does' }: { source: string; summary?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && <Markdown source={source} />}
    </details>
  );
}
