// Buttons and button-styled links in the site's colours (contained, outlined or text), keyboard-focusable.
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'contained' | 'outlined' | 'text';

interface VariantProps {
  $variant?: ButtonVariant;
  $color?: 'primary' | 'secondary';
}

const buttonStyle = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 16px;
  border-radius: 4px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid transparent;
  ${({ theme, $variant = 'contained', $color = 'primary' }) => {
    const main = $color === 'primary' ? theme.colors.primary : theme.colors.secondary;
    const on = $color === 'primary' ? theme.colors.onPrimary : theme.colors.onSecondary;
    if ($variant === 'contained') return css`background: ${main}; color: ${on};`;
    if ($variant === 'outlined') return css`background: transparent; color: ${theme.colors.text}; border-color: ${theme.colors.border};`;
    return css`background: transparent; color: inherit;`;
  }}
  &:hover { filter: brightness(1.08); }
  &:disabled { opacity: 0.6; cursor: default; }
`;

const StyledButton = styled.button<VariantProps>`${buttonStyle}`;
const StyledLink = styled(Link)<VariantProps>`${buttonStyle}`;
const StyledAnchor = styled.a<VariantProps>`${buttonStyle}`;

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; color?: 'primary' | 'secondary' };

export function Button({ variant, color, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $color={color} {...rest} />;
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, color, ...rest }: LinkProps & { variant?: ButtonVariant; color?: 'primary' | 'secondary' }) {
  return <StyledLink $variant={variant} $color={color} {...rest} />;
}

/** An external link that looks like a button; opens in a new tab. */
export function ButtonAnchor({ variant, color, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; color?: 'primary' | 'secondary' }) {
  return <StyledAnchor target="_blank" rel="noopener noreferrer" $variant={variant} $color={color} {...rest} />;
}

const iconButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: rgba(127, 127, 127, 0.18); }
`;

/** A round icon-only button; `label` is its accessible name. */
export const IconButton = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>((p) => ({ type: p.type ?? 'button' }))`${iconButtonStyle}`;

/** A plain link that looks like an IconButton (it works without JavaScript, e.g. a table's next page). */
export const IconLink = styled.a`${iconButtonStyle}`;
