// The sheet body: one to three columns (by breakpoint), each with icon tabs over the seven sections. On a phone (one
// column) the tabs sit in the strip fixed at the bottom, in reach of a thumb, beside the dice tray's mode and Log
// buttons (RollTray); the open section's name heads the section itself.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';
import { AbilitiesSection } from './sections/AbilitiesSection.tsx';
import { CastingSection } from './sections/CastingSection.tsx';
import { CombatSection } from './sections/CombatSection.tsx';
import { DescriptionSection } from './sections/DescriptionSection.tsx';
import { EquipmentSection } from './sections/EquipmentSection.tsx';
import { NotesSection } from './sections/NotesSection.tsx';
import { ProficienciesSection } from './sections/ProficienciesSection.tsx';
import { SectionIcon } from './SectionIcon.tsx';
import { initialSections, resizeSections, SHEET_SECTIONS, type SheetSection } from './sheet-layout.ts';
import { useSheetData } from './sheet-context.ts';

const SECTION_VIEWS: Record<SheetSection, () => React.JSX.Element> = {
  Abilities: AbilitiesSection,
  Combat: CombatSection,
  Casting: CastingSection,
  Equipment: EquipmentSection,
  Proficiencies: ProficienciesSection,
  Description: DescriptionSection,
  Notes: NotesSection,
};

const Columns = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  gap: 16px;
  align-items: start;
  /* On a phone a checkbox's whole label is its tap target, 44 px high like every other control there. */
  ${media.xsOnly} {
    label:has(> input[type='checkbox']) { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; }
  }
`;

const TabList = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: 8px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  button {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: ${(p) => p.theme.colors.mutedText};
    cursor: pointer;
  }
  button[aria-selected='true'] { color: ${(p) => p.theme.colors.primary}; border-bottom-color: ${(p) => p.theme.colors.primary}; }
  button:hover { background: rgba(127, 127, 127, 0.12); }
  ${media.xsOnly} {
    position: fixed;
    z-index: 41;
    left: 0;
    right: var(--dice-controls-width);
    bottom: 0;
    height: var(--sheet-strip-height);
    margin: 0;
    background: ${(p) => p.theme.colors.surface};
    border-top: 1px solid ${(p) => p.theme.colors.border};
    border-bottom: 0;
    button { min-width: 0; border-bottom: 0; border-top: 3px solid transparent; }
    button[aria-selected='true'] { border-top-color: ${(p) => p.theme.colors.primary}; background: rgba(127, 127, 127, 0.12); }
  }
`;

const ColumnTitle = styled.h2`
  margin: 0 0 8px;
  font-size: 1.2rem;
`;

function SheetColumn({ index, section, onSelect }: { index: number; section: SheetSection; onSelect(section: SheetSection): void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const View = SECTION_VIEWS[section];
  const id = (name: SheetSection) => `sheet-column-${index}-${name.toLowerCase()}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const position = SHEET_SECTIONS.indexOf(section);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next = step ? (position + step + SHEET_SECTIONS.length) % SHEET_SECTIONS.length : -1;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = SHEET_SECTIONS.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(SHEET_SECTIONS[next]);
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <TabList role="tablist" aria-label={`Sheet sections, column ${index + 1}`} onKeyDown={onKeyDown}>
        {SHEET_SECTIONS.map((name, position) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[position] = element;
            }}
            type="button"
            role="tab"
            id={`${id(name)}-tab`}
            aria-selected={name === section}
            aria-controls={`${id(section)}-panel`}
            aria-label={name}
            title={name}
            tabIndex={name === section ? 0 : -1}
            onClick={() => onSelect(name)}
          >
            <SectionIcon section={name} />
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id(section)}-panel`} aria-labelledby={`${id(section)}-tab`}>
        <ColumnTitle>{section}</ColumnTitle>
        <View />
      </div>
    </div>
  );
}

export function SheetBody({ columns }: { columns: 1 | 2 | 3 }) {
  const { sheet } = useSheetData();
  const casts = Boolean(sheet.techCasting || sheet.forceCasting);
  const [sections, setSections] = useState<SheetSection[]>(() => initialSections(columns, { casts }));
  useEffect(() => {
    setSections((current) => (current.length === columns ? current : resizeSections(current, columns, { casts })));
  }, [columns, casts]);
  return (
    <Columns $columns={sections.length}>
      {sections.map((section, index) => (
        <SheetColumn
          key={index}
          index={index}
          section={section}
          onSelect={(next) => setSections((current) => current.map((entry, position) => (position === index ? next : entry)))}
        />
      ))}
    </Columns>
  );
}
