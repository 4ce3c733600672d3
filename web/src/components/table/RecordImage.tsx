// A record's image (species, class, monster) with a placeholder when it cannot be loaded: imported data may point
// at remote images that are unreachable offline. A failure raises the page's image alert (the shell shows it once),
// unless the image is decorative (a table's thumbnail beside the name it shows): its placeholder says enough.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { reportImageError } from '../../lib/image-errors.ts';
import { Icon } from '../Icon.tsx';

const Placeholder = styled.span<{ $size?: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => (p.$size ? `${p.$size}px` : '100%')};
  height: ${(p) => (p.$size ? `${p.$size}px` : '160px')};
  border-radius: 4px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.mutedText};
`;

export function RecordImage({
  src,
  alt,
  size,
  className,
  decorative = false,
}: {
  src: string | null | undefined;
  alt: string;
  size?: number;
  className?: string;
  /** The image repeats what its row already says: a failure shows the placeholder and raises no alert. */
  decorative?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image starts loading before the app hydrates, and an unreachable host fails at once: its error
  // event fired before React listened. A broken image that has finished is found here (decode refuses it).
  useEffect(() => {
    const img = image.current;
    if (!img?.complete || !src) return;
    let live = true;
    img.decode().catch(() => {
      if (live && img.isConnected && img.complete && img.naturalWidth === 0) {
        setFailed(true);
        if (!decorative) reportImageError();
      }
    });
    return () => {
      live = false;
    };
  }, [src, decorative]);
  if (!src || failed) {
    return (
      <Placeholder $size={size} className={className} role="img" aria-label={src ? `${alt} (image unavailable)` : `${alt} (no image)`}>
        <Icon name="image" size={size ? Math.round(size * 0.6) : 48} />
      </Placeholder>
    );
  }
  return (
    <img
      ref={image}
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => {
        setFailed(true);
        if (!decorative) reportImageError();
      }}
    />
  );
}
