import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

export interface SwitchProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'children' | 'onChange'> {
  /** The visible label, which names the switch. */
  label: ReactNode;
  /** Whether the switch is on. */
  checked: boolean;
  /** Called with the new state when the user flips the switch. */
  onCheckedChange: (checked: boolean) => void;
  /**
   * While the change is being saved: a spinner, `aria-busy`, and the switch
   * cannot be flipped again.
   * @default false
   */
  pending?: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/*
 * A native checkbox with the switch role: it keeps the label click, Space to
 * toggle and form semantics, and announces on/off. The track and thumb are
 * drawn on the input itself.
 */
const Track = styled.input`
  position: relative;
  flex: none;
  width: ${({ theme }) => theme.sizes.controlLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  margin: 0;
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  appearance: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &::before {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.sizes.borderWidth};
    left: ${({ theme }) => theme.sizes.borderWidth};
    width: calc(${({ theme }) => theme.sizes.iconLg} - 3 * ${({ theme }) => theme.sizes.borderWidthThick});
    height: calc(${({ theme }) => theme.sizes.iconLg} - 3 * ${({ theme }) => theme.sizes.borderWidthThick});
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }

  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  &:checked::before {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(
      calc(${({ theme }) => theme.sizes.controlLg} - ${({ theme }) => theme.sizes.iconLg})
    );
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
`;

const Spinner = styled.span`
  display: inline-block;
  flex: none;
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.primary};
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 700ms linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2s;
  }
`;

/** An on/off switch (`role="switch"`) with a visible label. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, checked, onCheckedChange, pending = false, disabled, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;

  return (
    <Root className={className}>
      <Track
        ref={ref}
        id={inputId}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        // The switch shows what the parent holds: the click asks for the change, and React
        // puts the controlled box back to `checked` until the parent answers with the new one.
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        {...rest}
      />
      <Label htmlFor={inputId}>{label}</Label>
      {pending ? <Spinner aria-hidden="true" /> : null}
    </Root>
  );
});
