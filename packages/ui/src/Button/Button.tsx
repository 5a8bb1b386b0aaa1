import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { focusRing } from '../theme/mixins.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Visual weight: `primary` for the one main action, `secondary` for the
   * alternatives, `ghost` for quiet actions in toolbars and menus, `link` for
   * an action that reads like a link.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Shows a spinner, disables the button and sets `aria-busy` while an action runs.
   * @default false
   */
  loading?: boolean;
  /**
   * Render as an internal link (through the `LinkProvider`'s link component)
   * that looks like a button.
   */
  href?: string;
  children?: ReactNode;
}

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizeStyles = {
  sm: css`
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.sizes.controlLg};
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }

    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySubtle};
      color: ${({ theme }) => theme.colors.primaryHover};
    }

    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySubtle};
      color: ${({ theme }) => theme.colors.primaryHover};
    }

    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  link: css`
    min-height: 0;
    padding: 0;
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    font-weight: ${({ theme }) => theme.fontWeights.medium};

    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.linkHover};
      text-decoration-thickness: ${({ theme }) => theme.sizes.borderWidthThick};
    }
  `,
};

/** Shared by the `<button>` and the link rendering, so both look the same. */
const buttonStyles = css<StyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant }) => variantStyles[$variant]}

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme, $variant }) =>
      $variant === 'primary' ? theme.colors.surfaceMuted : 'transparent'};
    border-color: ${({ theme, $variant }) =>
      $variant === 'primary' || $variant === 'secondary' ? theme.colors.border : 'transparent'};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

const Spinner = styled.span`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 700ms linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2s;
  }
`;

/**
 * The Plan My Walk button. With `href` it renders an internal link styled as a
 * button (through the `LinkProvider`), so navigation stays a real link.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    href,
    type = 'button',
    disabled,
    children,
    className,
    onClick,
    ...rest
  },
  ref,
) {
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth };

  if (href !== undefined) {
    return (
      <StyledLink
        href={href}
        className={className}
        onClick={onClick}
        aria-label={rest['aria-label']}
        aria-current={rest['aria-current']}
        {...style}
      >
        {children}
      </StyledLink>
    );
  }

  return (
    <StyledButton
      ref={ref}
      type={type}
      className={className}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={onClick}
      {...style}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : null}
      {children}
    </StyledButton>
  );
});
