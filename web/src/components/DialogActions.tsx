// The row of buttons at the foot of a dialog (Cancel, then the main action), right-aligned and wrapping on phones.
import styled from 'styled-components';

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 16px;
`;
