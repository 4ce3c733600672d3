// The toolbar search: a toggle that opens a search box; Enter or the search icon goes to the results page,
// empty text does nothing. While typing, the best few results show below the box (a combobox: arrows move
// through them, Enter opens the highlighted one, Escape closes the list and then the box).
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { resultTypeLabel } from '../../lib/search-result-type.ts';
import { searchPath } from '../navigation.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';
import { displayName } from '../../../../core/text/display-text.ts';

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  gap: 2px;
  input {
    width: min(300px, 52vw);
    height: 36px;
    padding: 0 10px;
    border: 0;
    border-radius: 4px;
    font: inherit;
    background: rgba(255, 255, 255, 0.92);
    color: #1f2326;
  }
  [role='listbox'] {
    position: absolute;
    top: 42px;
    right: 0;
    z-index: 40;
    width: min(420px, calc(100vw - 16px));
    max-height: 70vh;
    overflow: auto;
    margin: 0;
    padding: 4px 0;
    list-style: none;
    border-radius: 4px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
  }
  @media (max-width: 600px) {
    /* The box sits at the right of a narrow toolbar: the list spans the screen below the toolbar instead. */
    [role='listbox'] {
      position: fixed;
      top: ${(p) => p.theme.toolbarHeight}px;
      left: 8px;
      right: 8px;
      width: auto;
    }
  }
  [role='option'] {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 12px;
    cursor: pointer;
  }
  [role='option'][aria-selected='true'] {
    background: ${(p) => p.theme.colors.surfaceRaised};
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: -2px;
  }
  [role='option'] .type {
    flex: none;
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.mutedText};
  }
`;

/** Arrow keys cycle through the options and back to the box itself (-1, where Enter searches the text). */
export function nextActive(active: number, count: number, step: 1 | -1): number {
  const next = active + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

export function SearchToggle({ open, onOpenChange, showToggle = true }: { open: boolean; onOpenChange(open: boolean): void; showToggle?: boolean }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const { suggestions } = useSearchSuggestions(open ? text : '');
  const showList = open && listOpen && suggestions.length > 0;
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  // A new list starts with nothing highlighted, so Enter still goes to the results page.
  useEffect(() => setActive(-1), [suggestions]);

  const close = () => {
    onOpenChange(false);
    setText('');
    setActive(-1);
  };
  const go = (path: string) => {
    navigate(path);
    close();
  };
  const submit = () => {
    const path = searchPath(text);
    if (path) go(path);
  };
  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <Form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (showList && active >= 0) go(suggestions[active]!.path);
        else submit();
      }}
    >
      {open && (
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label="Search the rules"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder="Search"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setListOpen(true);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              if (showList) setListOpen(false);
              else close();
            } else if (showList && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
              e.preventDefault();
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setActive((i) => nextActive(i, suggestions.length, step));
            }
          }}
        />
      )}
      {showList && (
        <ul role="listbox" id={listId} aria-label="Suggestions">
          {suggestions.map((s, i) => (
            <li
              key={`${s.globalSearchTermType}:${s.rowKey}:${s.path}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(s.path)}
            >
              <span>{displayName(s.fullName)}</span>
              <span className="type">{resultTypeLabel(s.globalSearchTermType)}</span>
            </li>
          ))}
        </ul>
      )}
      {(open || showToggle) && (
        <IconButton aria-label={open ? 'Search' : 'Open search'} aria-expanded={open} onClick={() => (open ? submit() : onOpenChange(true))}>
          <Icon name="search" />
        </IconButton>
      )}
    </Form>
  );
}
