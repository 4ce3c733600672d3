// The banners under the toolbar: the new-management notice (always), the no-connection warning while the last
// data fetch failed, and the image-load-failure alert (asking for a report only where there is a chat server to
// report to).
import styled from 'styled-components';
import { Icon } from '../../components/Icon.tsx';
import { NO_CONNECTION_TEXT, useNoConnection } from '../../lib/connectivity.ts';
import { IMAGE_ERROR_REPORT, IMAGE_ERROR_RETRY, IMAGE_ERROR_TEXT, useImageError } from '../../lib/image-errors.ts';
import { ANNOUNCEMENT_URL, useConfiguredLinks } from '../site-links.ts';

const Banner = styled.div<{ $tone: 'warning' | 'error' }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 16px;
  background: ${(p) => (p.$tone === 'warning' ? p.theme.colors.warning : p.theme.colors.error)};
  color: ${(p) => (p.$tone === 'warning' ? p.theme.colors.onWarning : p.theme.colors.onError)};
  font-size: 0.95rem;
  a { color: inherit; font-weight: 700; }
`;

export function Banners() {
  const noConnection = useNoConnection();
  const imageError = useImageError();
  return (
    <>
      <Banner $tone="warning" role="note" aria-label="Site notice">
        <Icon name="info" />
        <span>
          This site is under new management.{' '}
          <a href={ANNOUNCEMENT_URL} target="_blank" rel="noopener noreferrer">
            Read the announcement
          </a>
        </span>
      </Banner>
      <div role="alert">
        {noConnection && (
          <Banner $tone="error">
            <Icon name="warning" />
            <span>{NO_CONNECTION_TEXT}</span>
          </Banner>
        )}
        {imageError && <ImageErrorBanner />}
      </div>
    </>
  );
}

/** Mounted only once an image failed, so the configured links are asked for only then. */
function ImageErrorBanner() {
  const { chatUrl } = useConfiguredLinks();
  return (
    <Banner $tone="error">
      <Icon name="warning" />
      <span>
        {IMAGE_ERROR_TEXT}{' '}
        {chatUrl ? (
          <>
            {IMAGE_ERROR_REPORT}{' '}
            <a href={chatUrl} target="_blank" rel="noopener noreferrer">
              community chat server
            </a>
            .
          </>
        ) : (
          IMAGE_ERROR_RETRY
        )}
      </span>
    </Banner>
  );
}
