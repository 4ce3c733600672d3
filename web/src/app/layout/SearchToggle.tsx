// The toolbar search: a toggle that opens a search box; Enter or the search icon goes to the results page,
// empty text does nothing.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { searchPath } from '../navigation.ts';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 2px;
  input {
    width: min(260px, 52vw);
    height: 36px;
    padding: 0 10px;
    border: 0;
    border-radius: 4px;
    font: inherit;
    background: rgba(255, 255, 255, 0.92);
    color: #1f2326;
  }
`;

export function SearchToggle({ open, onOpenChange, showToggle = true }: { open: boolean; onOpenChange(open: boolean): void; showToggle?: boolean }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const submit = () => {
    const path = searchPath(text);
    if (!path) return;
    navigate(path);
    onOpenChange(false);
    setText('');
  };
  return (
    <Form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {open && (
        <input
          ref={input}
          type="search"
          aria-label="Search the rules"
          placeholder="Search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onOpenChange(false);
          }}
        />
      )}
      {(open || showToggle) && (
        <IconButton
          aria-label={open ? 'Search' : 'Open search'}
          aria-expanded={open}
          onClick={() => (open ? submit() : onOpenChange(true))}
        >
          <Icon name="search" />
        </IconButton>
      )}
    </Form>
  );
}
