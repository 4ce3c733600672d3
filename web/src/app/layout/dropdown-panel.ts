// The panel a toolbar button opens (a section's menu, the user menu): one look for both, placed under its button.
import { css } from 'styled-components';

export const dropdownPanel = css`
  position: absolute;
  top: 44px;
  z-index: 30;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  border-radius: 4px;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
`;
