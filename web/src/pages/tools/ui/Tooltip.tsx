// A tooltip that also explains disabled buttons: shown on hover and on keyboard focus of the wrapper, and tied to
// the control with aria-describedby so screen readers hear it too.
import { cloneElement, isValidElement, useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  /* A disabled button swallows the pointer: let the wrapper receive the hover instead. */
  & > button:disabled { pointer-events: none; }
  .tooltip-bubble {
    position: absolute;
    bottom: calc(100% + 6px);
    right: 0;
    z-index: 20;
    width: max-content;
    max-width: 260px;
    padding: 4px 8px;
    border-radius: 4px;
    background: #424242;
    color: #fff;
    font-size: 0.8rem;
    line-height: 1.3;
    pointer-events: none;
  }
`;

interface Props {
  /** No text: no tooltip. */
  text: string | undefined;
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'above' | 'below';
}

export function Tooltip({ text, children, placement = 'above' }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  if (!text) return children;
  const child = isValidElement(children) ? cloneElement(children, { 'aria-describedby': id }) : children;
  return (
    <Wrap
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
      // A disabled button cannot take focus: the wrapper does, so keyboard users can still read why.
      tabIndex={(children.props as { disabled?: boolean }).disabled ? 0 : undefined}
    >
      {child}
      <span id={id} role="tooltip" className="tooltip-bubble" hidden={!shown} style={placement === 'below' ? { top: 'calc(100% + 6px)', bottom: 'auto' } : undefined}>
        {text}
      </span>
    </Wrap>
  );
}
