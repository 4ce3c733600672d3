// The tools' small buttons: a number that opens its tweak dialog, and the compact buttons of the sheet's panels.
import styled from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';

/** A number that opens its tweak dialog; marked when a tweak changes it. */
export const ValueButton = styled.button<{ $tweaked?: boolean }>`
  font: inherit;
  font-variant-numeric: tabular-nums;
  color: inherit;
  background: transparent;
  border: 0;
  border-bottom: 1px dashed ${(p) => (p.$tweaked ? p.theme.colors.secondary : 'transparent')};
  padding: 2px 4px;
  min-height: 28px;
  cursor: pointer;
  border-radius: 3px;
  &:hover { background: rgba(127, 127, 127, 0.15); }
  /* On a phone every control is a thumb target. */
  ${media.xsOnly} { min-height: 44px; min-width: 44px; }
`;

export const SmallButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 8px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 4px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: default; }
  ${media.xsOnly} { min-width: 44px; height: 44px; }
`;
