// Icons of the sheet's section tabs, drawn for this project (decorative: each tab carries its name).
import type { SheetSection } from './sheet-layout.ts';

const paths: Record<SheetSection, string> = {
  Abilities: 'M12 3l2.6 5.3l5.9.9l-4.3 4.1l1 5.8L12 16.4l-5.2 2.7l1-5.8L3.5 9.2l5.9-.9z',
  Combat: 'M5 19L19 5M14 5h5v5M5 5l5 5M4 20l3-3M17 17l3 3M14 14l3 3',
  Casting: 'M12 2v4M12 18v4M2 12h4M18 12h4M5 5l2.8 2.8M16.2 16.2L19 19M5 19l2.8-2.8M16.2 7.8L19 5M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
  Equipment: 'M4 8h16v12H4zM9 8V5h6v3M4 13h16',
  Proficiencies: 'M12 3l8 4v5c0 4.5-3.4 8.3-8 9c-4.6-.7-8-4.5-8-9V7zM8.5 12l2.5 2.5l4.5-5',
  Description: 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8M4 21a8 8 0 0 1 16 0',
  Notes: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
};

export function SectionIcon({ section }: { section: SheetSection }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[section]} />
    </svg>
  );
}
