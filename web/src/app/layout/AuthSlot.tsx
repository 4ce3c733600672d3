// The toolbar's place for the sign-in controls: the spinner, the Login button or the user menu, each the same size.
import styled from 'styled-components';

export const AuthSlot = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-width: 44px;
  justify-content: center;
`;
