// Shown instead of a spinner when a page's data was never loaded on this device and there is no connection: the
// data cache only holds what was opened while online, so waiting would never end.
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 16px 0;
  padding: 12px 16px;
  border-left: 4px solid ${(p) => p.theme.colors.warning};
  background: ${(p) => p.theme.colors.surfaceRaised};
  p { margin: 0; flex: 1 1 260px; }
`;

export function OfflineNotice({ what }: { what: string }) {
  return (
    <Box role="status">
      <Icon name="warning" />
      <p>
        {what} is not available offline yet: it has not been opened on this device while connected. Connect to the internet and try
        again; once loaded it stays available offline.
      </p>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Box>
  );
}
