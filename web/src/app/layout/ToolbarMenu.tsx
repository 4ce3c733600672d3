// One toolbar entry with nested routes: a button opening a list of links (disclosure navigation pattern), keyboard
// operable (Enter/Space/ArrowDown open, Escape closes and returns focus).
import { useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../components/Icon.tsx';
import type { NavItem } from '../navigation.ts';
import { useDismiss } from '../../components/use-dismiss.ts';
import { dropdownPanel } from './dropdown-panel.ts';

const Wrap = styled.li`
  position: relative;
`;

export const ToolbarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: 40px;
  padding: 0 10px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;
  text-decoration: none;
  /* Darkening (not lightening) keeps white text above 4.5:1 on the red toolbar. */
  &:hover, &[aria-expanded='true'] { background: rgba(0, 0, 0, 0.22); }
  &.active { box-shadow: inset 0 -3px 0 currentColor; }
`;

const Popup = styled.ul`
  ${dropdownPanel}
  left: 0;
  min-width: 220px;
  a {
    display: block;
    padding: 8px 16px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover, a:focus-visible { background: ${(p) => p.theme.colors.surfaceRaised}; }
  a.active { color: ${(p) => p.theme.colors.link}; font-weight: 700; }
`;

export function ToolbarMenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
  useDismiss(open, () => setOpen(false), [button, list], button);
  const focusFirst = () => requestAnimationFrame(() => list.current?.querySelector('a')?.focus());
  return (
    <Wrap>
      <ToolbarButton
        ref={button}
        type="button"
        className={active ? 'active' : undefined}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            focusFirst();
          }
        }}
      >
        {item.label}
        <Icon name="chevronDown" size={18} />
      </ToolbarButton>
      <Popup
        ref={list}
        id={id}
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
          e.preventDefault();
          const links = [...(list.current?.querySelectorAll('a') ?? [])];
          const at = links.indexOf(document.activeElement as HTMLAnchorElement);
          links[(at + (e.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
        }}
      >
        <li>
          <NavLink to={item.to} end>
            All {item.label}
          </NavLink>
        </li>
        {item.children?.map((child) => (
          <li key={child.to}>
            <NavLink to={child.to}>{child.label}</NavLink>
          </li>
        ))}
      </Popup>
    </Wrap>
  );
}
