// The small-screen menu: Search and the theme switch, then every toolbar route with its nested routes.
import { useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { NAV_ITEMS } from '../navigation.ts';
import { useDismiss } from '../../components/use-dismiss.ts';
import { ThemeMenuEntry } from './ThemeToggle.tsx';

const Panel = styled.div`
  position: fixed;
  top: ${(p) => p.theme.toolbarHeight}px;
  right: 0;
  z-index: 40;
  width: min(320px, 100vw);
  max-height: calc(100vh - ${(p) => p.theme.toolbarHeight}px);
  overflow-y: auto;
  padding: 6px 0 12px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  ul { list-style: none; margin: 0; padding: 0; }
  ul ul a { padding-left: 36px; font-size: 0.92rem; }
  a, button.menu-entry {
    display: flex; align-items: center; gap: 8px; width: 100%;
    padding: 10px 16px; border: 0; background: none; font: inherit; text-align: left; cursor: pointer;
    color: ${(p) => p.theme.colors.text}; text-decoration: none;
  }
  a:hover, button.menu-entry:hover { background: ${(p) => p.theme.colors.surfaceRaised}; }
  a.active { color: ${(p) => p.theme.colors.link}; font-weight: 700; }
`;

export function OverflowMenu({ onSearch }: { onSearch(): void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), [button, panel], button);
  return (
    <>
      <IconButton ref={button} aria-label="Site menu" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <Icon name="more" />
      </IconButton>
      <Panel
        ref={panel}
        id={id}
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        <nav aria-label="Site menu">
          <ul>
            <li>
              <button
                type="button"
                className="menu-entry"
                onClick={() => {
                  setOpen(false);
                  onSearch();
                }}
              >
                <Icon name="search" size={20} /> Search
              </button>
            </li>
            <li>
              <ThemeMenuEntry className="menu-entry" />
            </li>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end>
                  {item.label}
                </NavLink>
                {item.children && (
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <NavLink to={child.to}>{child.label}</NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Panel>
    </>
  );
}
