// A character's picture, or a drawn silhouette when there is none (or it fails to load).
import styled from 'styled-components';

const Frame = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.mutedText};
  border: 1px solid ${(p) => p.theme.colors.border};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

export function Portrait({ src, size = 64, onError }: { src: string | undefined; size?: number; onError?: () => void }) {
  return (
    <Frame $size={size} aria-hidden="true">
      {src ? (
        <img src={src} alt="" onError={onError} />
      ) : (
        <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3.5 21c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8z" />
        </svg>
      )}
    </Frame>
  );
}
