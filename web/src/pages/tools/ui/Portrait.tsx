// A character's picture over a drawn silhouette. The silhouette is always drawn and the picture covers it only once
// it has loaded: a picture that fails, or whose server never answers, leaves the default avatar, never an empty circle.
import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.span<{ $size: number }>`
  position: relative;
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
  img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  img:not([data-loaded]) { visibility: hidden; }
`;

function Picture({ src, onError }: { src: string; onError?: () => void }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') return null;
  return (
    <img
      src={src}
      alt=""
      data-loaded={state === 'loaded' || undefined}
      onLoad={() => setState('loaded')}
      onError={() => {
        setState('failed');
        onError?.();
      }}
    />
  );
}

export function Portrait({ src, size = 64, onError }: { src: string | undefined; size?: number; onError?: () => void }) {
  return (
    <Frame $size={size} aria-hidden="true">
      <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" fill="currentColor" focusable="false">
        <circle cx="12" cy="8" r="4.5" />
        <path d="M3.5 21c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8z" />
      </svg>
      {/* Keyed by the address: a new picture starts over (hidden until it loads). */}
      {src ? <Picture key={src} src={src} onError={onError} /> : null}
    </Frame>
  );
}
