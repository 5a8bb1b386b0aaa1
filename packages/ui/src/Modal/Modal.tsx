import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ElementRef, HTMLAttributes } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { focusRing, roundIconControl } from '../theme/mixins.ts';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalContentProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {
  /**
   * Panel width: `sm` for confirmations, `md` for forms, `lg` for long content.
   * @default 'md'
   */
  size?: ModalSize;
  /**
   * Show the × button (named "Close") in the corner. Turn it off only when the
   * dialog has its own button that says Close.
   * @default true
   */
  showCloseButton?: boolean;
}

export type ModalRootProps = ComponentPropsWithoutRef<typeof Dialog.Root>;
export type ModalTriggerProps = ComponentPropsWithoutRef<typeof Dialog.Trigger>;
export type ModalTitleProps = ComponentPropsWithoutRef<typeof Dialog.Title>;
export type ModalDescriptionProps = ComponentPropsWithoutRef<typeof Dialog.Description>;
export type ModalCloseProps = ComponentPropsWithoutRef<typeof Dialog.Close>;
export type ModalFooterProps = HTMLAttributes<HTMLDivElement>;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};

  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

const sizeToken = { sm: 'modalSm', md: 'modalMd', lg: 'modalLg' } as const;

const Panel = styled(Dialog.Content)<{ $size: ModalSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.modal};
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: calc(100vw - ${({ theme }) => theme.space.xl});
  max-width: ${({ theme, $size }) => theme.sizes[sizeToken[$size]]};
  max-height: calc(100dvh - ${({ theme }) => theme.space['3xl']});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: none;
  }

  &[data-state='open'] {
    animation: ${rise} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }

  ${({ theme }) => theme.media.tabletUp} {
    padding: ${({ theme }) => theme.space.xl};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

const CloseButton = styled(Dialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  ${roundIconControl}
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Title = styled(Dialog.Title)`
  /* Keep clear of the close button. */
  padding-right: ${({ theme }) => theme.space['2xl']};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Description = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.homeMobile} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

/**
 * The dialog panel: rendered in a portal over a dimmed page, centred, with a
 * close button named "Close". Put a `Modal.Title` inside (and a
 * `Modal.Description`, or pass `aria-describedby={undefined}`).
 */
const ModalContent = forwardRef<ElementRef<typeof Dialog.Content>, ModalContentProps>(function ModalContent(
  { size = 'md', showCloseButton = true, children, ...rest },
  ref,
) {
  return (
    <Dialog.Portal>
      <Overlay />
      <Panel ref={ref} $size={size} {...rest}>
        {children}
        {showCloseButton ? (
          <CloseButton aria-label="Close">
            <Icon name="close" size="lg" />
          </CloseButton>
        ) : null}
      </Panel>
    </Dialog.Portal>
  );
});

/**
 * A modal dialog (Radix Dialog) with Radix's part names:
 * `Modal.Root`, `Modal.Trigger`, `Modal.Content`, `Modal.Title`,
 * `Modal.Description`, `Modal.Close`, and `Modal.Footer` for the button row.
 */
export const Modal = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Content: ModalContent,
  Title,
  Description,
  Close: Dialog.Close,
  Footer,
};
