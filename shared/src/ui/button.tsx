import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link' | 'gold';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'color'> {
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md` (36px high). */
  size?: ButtonSize;
  /** Full width of the container. */
  block?: boolean;
  /** Shows a spinner and blocks clicks (the button is disabled meanwhile). */
  loading?: boolean;
  /** Icon before the text (replaced by the spinner while loading). */
  icon?: ReactNode;
  /**
   * Render as another element or component, e.g. `as="a" href="/x"` or `as={Link} to="/x"`.
   * A non-button that is disabled/loading gets aria-disabled, leaves the tab order and ignores clicks.
   */
  as?: ElementType;
  href?: string;
  to?: string;
  target?: string;
  rel?: string;
  replace?: boolean;
}

const sizes = {
  sm: { height: '28px', padding: '0 12px', font: 'sm' },
  md: { height: '36px', padding: '0 16px', font: 'md' },
  lg: { height: '44px', padding: '0 24px', font: 'lg' },
} as const;
/**
 * On phones md grows to a 44px touch target; sm keeps its look with a 44px tap area (::before). A link has no
 * visible box, so its own box grows to 44×44 around the text (a margin as deep as the growth keeps the line
 * where it was): what a member taps is what the button measures, and two side by side never share a tap.
 */
const phoneHeights: Record<ButtonSize, string> = { sm: '32px', md: '44px', lg: '48px' };

function variantCss(variant: ButtonVariant, theme: DefaultTheme) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return css`
        color: #fff;
        background: ${c.primary};
        border-color: ${c.primary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${c.primaryHover};
          border-color: ${c.primaryHover};
          color: #fff;
        }
        &:active:not(:disabled, [aria-disabled='true']) {
          background: ${c.primaryActive};
          border-color: ${c.primaryActive};
        }
      `;
    case 'secondary':
      return css`
        color: ${c.text};
        background: ${c.surface};
        border-color: ${c.border};
        &:hover:not(:disabled, [aria-disabled='true']) {
          color: ${c.primary};
          border-color: ${c.primary};
        }
        &:active:not(:disabled, [aria-disabled='true']) {
          color: ${c.primaryActive};
          border-color: ${c.primaryActive};
        }
      `;
    case 'ghost':
      return css`
        color: ${c.primary};
        background: transparent;
        border-color: ${c.primary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${c.primarySoft};
          color: ${c.primary};
        }
        &:active:not(:disabled, [aria-disabled='true']) {
          color: ${c.primaryActive};
          border-color: ${c.primaryActive};
        }
      `;
    case 'danger':
      return css`
        color: #fff;
        background: ${c.danger};
        border-color: ${c.danger};
        &:hover:not(:disabled, [aria-disabled='true']) {
          filter: brightness(1.08);
          color: #fff;
        }
        &:active:not(:disabled, [aria-disabled='true']) {
          filter: brightness(0.92);
        }
      `;
    case 'gold':
      return css`
        color: #422b00;
        font-weight: 600;
        background: linear-gradient(135deg, #ffc53d 0%, ${c.gold} 100%);
        border-color: ${c.gold};
        &:hover:not(:disabled, [aria-disabled='true']) {
          filter: brightness(1.05);
          color: #422b00;
        }
        &:active:not(:disabled, [aria-disabled='true']) {
          filter: brightness(0.95);
        }
      `;
    case 'link':
      return css`
        height: auto;
        padding: 0;
        color: ${c.primary};
        background: transparent;
        border-color: transparent;
        &:hover:not(:disabled, [aria-disabled='true']) {
          color: ${c.primaryHover};
          text-decoration: underline;
        }
      `;
  }
}

/** A link's 44×44 box on phones: its text (one line, line-height 1, 1px borders) takes 1em + 2px of the line. */
const linkTouchTarget = css`
  min-width: 44px;
  min-height: 44px;
  margin-block: calc(0.5em + 1px - 22px);
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${({ $size }) => sizes[$size].height};
  padding: ${({ $size }) => sizes[$size].padding};
  font-family: inherit;
  font-size: ${({ $size, theme }) => theme.fontSize[sizes[$size].font]};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  user-select: none;
  transition:
    background-color 0.2s,
    border-color 0.2s,
    color 0.2s,
    filter 0.2s,
    opacity 0.2s;
  ${({ $variant, theme }) => variantCss($variant, theme)}

  ${({ theme }) => theme.media.phone} {
    height: ${({ $size, $variant }) => ($variant === 'link' ? 'auto' : phoneHeights[$size])};
    ${({ $variant }) => $variant === 'link' && linkTouchTarget}
    /* An invisible tap area reaching 44px around a smaller button. */
    &::before {
      content: '';
      position: absolute;
      inset: 50% 50% auto auto;
      width: max(100%, 44px);
      height: 44px;
      transform: translate(50%, -50%);
    }
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.75;
  }
`;

const spinnerSize: Record<ButtonSize, number> = { sm: 12, md: 14, lg: 16 };

/** The one button of the site. A real `<button type="button">` unless rendered `as` something else. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled = false,
  icon,
  as,
  type,
  tabIndex,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const isButton = as === undefined || as === 'button';
  const inactive = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const stateProps = isButton
    ? { type: type ?? 'button', disabled: inactive, tabIndex }
    : { 'aria-disabled': inactive || undefined, tabIndex: inactive ? -1 : tabIndex };
  return (
    <StyledButton
      as={as}
      $variant={variant}
      $size={size}
      $block={block}
      {...rest}
      {...stateProps}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size={spinnerSize[size]} color="currentColor" label={null} /> : icon}
      {children}
    </StyledButton>
  );
}
