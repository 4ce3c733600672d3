// A spinner announced to screen readers; pages show it until their data arrives.
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: ${(p) => Math.max(2, Math.round(p.$size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s !important; }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: 32px 0;
  color: ${(p) => p.theme.colors.primary};
`;

export function Loading({ size = 48, label = 'Loading', inline = false }: { size?: number; label?: string; inline?: boolean }) {
  const spinner = (
    <span role="status" aria-live="polite" style={{ display: 'inline-flex' }}>
      <Ring $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
  return inline || size < 32 ? spinner : <Center>{spinner}</Center>;
}
