import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import styled, { useTheme } from 'styled-components';
import { Modal } from '../Modal/Modal.tsx';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { ContactForm } from './ContactForm.tsx';
import type { ContactFormProps } from './ContactForm.tsx';

/**
 * Where the form shows: `inline` in the page, `modal` in a dialog, or `auto`: inline
 * at 768 px and wider, a dialog below (spec part 2 §2, §9).
 */
export type ContactFormPresentation = 'auto' | 'inline' | 'modal';

export interface ContactFormPanelProps extends Omit<ContactFormProps, 'labelledBy' | 'autoFocus'> {
  /** Whether the form is shown. The app closes it on save, delete or cancel (spec part 2 §4). */
  open: boolean;
  /** The form's title, e.g. 'Add a contact', 'Edit contact'. Names the form or dialog. */
  title: string;
  /**
   * Inline, dialog, or chosen by the screen's width.
   * @default 'auto'
   */
  presentation?: ContactFormPresentation;
  /**
   * Level of the title when inline, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5;
}

const Inline = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const InlineTitle = styled.h3`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const headingTag = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const;

/**
 * What had focus when the form opened (the button that opened it), read while rendering:
 * by the time effects run, the form's first field has taken focus.
 */
function useOpener(): HTMLElement | null {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return opener;
}

/**
 * Takes keyboard focus back to where it was (the button that opened the form) when an
 * inline form closes while focus was in it, as a dialog does.
 */
function useRestoreFocusOnClose(panel: RefObject<HTMLElement | null>) {
  const opener = useOpener();
  useLayoutEffect(() => {
    const node = panel.current;
    return () => {
      const active = document.activeElement;
      const focusWasHere = active === null || active === document.body || Boolean(node?.contains(active));
      if (focusWasHere && opener?.isConnected) opener.focus();
    };
  }, [panel, opener]);
}

function InlinePanel({ title, headingLevel, ...formProps }: Omit<ContactFormPanelProps, 'open' | 'presentation'>) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useRestoreFocusOnClose(panel);
  return (
    <Inline ref={panel} aria-labelledby={titleId}>
      <InlineTitle as={headingTag[headingLevel ?? 3]} id={titleId}>
        {title}
      </InlineTitle>
      <ContactForm {...formProps} labelledBy={titleId} autoFocus />
    </Inline>
  );
}

/**
 * The contact form where the spec wants it: inline in the page on screens 768 px
 * and wider, in a dialog below. Escape, × and Cancel all cancel (not while saving).
 */
export function ContactFormPanel({ open, title, presentation = 'auto', headingLevel = 3, ...formProps }: ContactFormPanelProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.media.tabletUp);
  if (!open) return null;
  const inline = presentation === 'inline' || (presentation === 'auto' && wide);
  if (inline) return <InlinePanel title={title} headingLevel={headingLevel} {...formProps} />;
  return <ModalPanel title={title} {...formProps} />;
}

/**
 * The form in a dialog. The app opens it from its state, so the dialog has no trigger to
 * give focus back to when it closes (Radix would leave it on the page's body): it goes
 * back to what opened the form, once the dialog's focus trap has let go.
 */
function ModalPanel({ title, ...formProps }: Omit<ContactFormPanelProps, 'open' | 'presentation' | 'headingLevel'>) {
  const opener = useOpener();
  const busy = Boolean(formProps.submitting || formProps.deleting);
  return (
    <Modal.Root open onOpenChange={(next) => !next && !busy && formProps.onCancel()}>
      <Modal.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <Modal.Title>{title}</Modal.Title>
        {/* The dialog is named by its title; the form inside needs no name of its own. */}
        <ContactForm {...formProps} />
      </Modal.Content>
    </Modal.Root>
  );
}
