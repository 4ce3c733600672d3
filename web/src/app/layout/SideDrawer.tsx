// A book's chapter menu: beside the page on large screens, an overlay on smaller ones (opened by the toolbar icon).
// Book layouts render it with their entries; nested entries (species of the handbook, deployments) are indented.
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media } from '../../lib/theme/themes.ts';
import { isWideScreen, SIDE_DRAWER_ID, useDrawer } from './drawer-state.tsx';
import { useDismiss } from '../../components/use-dismiss.ts';

export interface DrawerEntry {
  label: string;
  /** Absent for a plain text entry (e.g. 'More coming soon...'). */
  to?: string;
  /** Match the path exactly (for index routes such as the book's introduction). */
  end?: boolean;
  children?: DrawerEntry[];
}

/** `$chosen` undefined: shown beside the page on large screens, hidden on small ones (see useDrawer's `chosen`). */
const Panel = styled.nav<{ $chosen: boolean | undefined }>`
  position: fixed;
  top: ${(p) => p.theme.toolbarHeight}px;
  bottom: 0;
  left: 0;
  z-index: 20;
  width: ${(p) => p.theme.drawerWidth}px;
  max-width: 85vw;
  overflow-y: auto;
  padding: 8px 0 24px;
  background: ${(p) => p.theme.colors.surface};
  border-right: 1px solid ${(p) => p.theme.colors.border};
  transform: translateX(${(p) => (p.$chosen ? '0' : '-100%')});
  visibility: ${(p) => (p.$chosen ? 'visible' : 'hidden')};
  transition: transform 0.2s ease, visibility 0.2s;
  ${(p) => p.$chosen === undefined && css`${media.lgUp} { transform: none; visibility: visible; }`}
  ${media.mdDown} { box-shadow: ${(p) => (p.$chosen ? '4px 0 16px rgba(0,0,0,0.35)' : 'none')}; }
  h2 { font-size: 1rem; margin: 8px 16px; }
  ul { list-style: none; margin: 0; padding: 0; }
  ul ul a { padding-left: 32px; font-size: 0.92rem; }
  a {
    display: block;
    padding: 8px 16px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  .text-entry { display: block; padding: 8px 16px; color: ${(p) => p.theme.colors.mutedText}; font-style: italic; }
  a:hover { background: ${(p) => p.theme.colors.surfaceRaised}; }
  a.active { color: ${(p) => p.theme.colors.link}; font-weight: 700; background: ${(p) => p.theme.colors.surfaceRaised}; }
`;

/** Leaves room for the drawer beside the page on large screens while it is open (or before anything decided it). */
export const DrawerSpacer = styled.div<{ $chosen: boolean | undefined }>`
  ${media.lgUp} { padding-left: ${(p) => (p.$chosen !== false ? p.theme.drawerWidth : 0)}px; }
`;

function Entries({ entries }: { entries: DrawerEntry[] }) {
  return (
    <ul>
      {entries.map((e) => (
        <li key={e.to ?? e.label}>
          {e.to ? (
            <NavLink to={e.to} end={e.end}>
              {e.label}
            </NavLink>
          ) : (
            <span className="text-entry">{e.label}</span>
          )}
          {e.children && e.children.length > 0 && <Entries entries={e.children} />}
        </li>
      ))}
    </ul>
  );
}

export function SideDrawer({ title, entries }: { title: string; entries: DrawerEntry[] }) {
  const { open, chosen, setOpen } = useDrawer();
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On small screens the overlay closes after choosing a chapter and on Escape / outside press. Only an open one is
  // closed: closing one the reader never touched would end the screen's say (`chosen`) and change the page's styles.
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  });
  useEffect(() => {
    if (openNow.current && !isWideScreen()) setOpen(false);
  }, [pathname, setOpen]);
  // The toolbar's drawer icon: presses on it must not count as 'outside', and Escape returns focus to it.
  const toggleButton = useRef<HTMLElement | null>(null);
  useEffect(() => {
    toggleButton.current = document.querySelector<HTMLElement>(`[aria-controls="${SIDE_DRAWER_ID}"]`);
  });
  useDismiss(open && !isWideScreen(), () => setOpen(false), [ref, toggleButton], toggleButton);
  return (
    <Panel id={SIDE_DRAWER_ID} ref={ref} $chosen={chosen} aria-label={`${title} chapters`}>
      <h2>{title}</h2>
      <Entries entries={entries} />
    </Panel>
  );
}
