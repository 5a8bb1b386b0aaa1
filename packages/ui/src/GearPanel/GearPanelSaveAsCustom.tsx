import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { TextField } from '../TextField/TextField.tsx';

export const SAVE_AS_CUSTOM_TEXT = {
  open: 'Save as a custom list',
  title: 'Save as a custom list',
  description: 'Keep this list in My Gear Lists to start other trips from it. Ticks are not kept.',
  name: 'Name',
  save: 'Save list',
  saved: (title: string) => `'${title}' is in My Gear Lists.`,
  view: 'Open My Gear Lists',
} as const;

export interface GearPanelSaveAsCustomProps {
  /** The name offered: the list's own. */
  defaultTitle: string;
  maxLength: number;
  onSave: (title: string) => void;
  saving: boolean;
  error?: string | null;
  /** The list made, with where to see it; the dialog closes when it arrives. */
  saved: { title: string; href: string } | null;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Saved = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** 'Save as a custom list': a name, then the list is one of the user's. */
export function GearPanelSaveAsCustom({ defaultTitle, maxLength, onSave, saving, error, saved }: GearPanelSaveAsCustomProps) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(defaultTitle);
  const [shownSaved, setShownSaved] = useState(saved);
  // The list arrived: the dialog closes (state follows the prop, as React's docs show).
  if (saved !== shownSaved) {
    setShownSaved(saved);
    if (saved) setOpen(false);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(title.trim());
  };
  return (
    <div>
      <Modal.Root
        open={open}
        onOpenChange={(next) => {
          if (next) setTitle(defaultTitle);
          setOpen(next);
        }}
      >
        <Modal.Trigger asChild>
          <Button variant="secondary">{SAVE_AS_CUSTOM_TEXT.open}</Button>
        </Modal.Trigger>
        <Modal.Content size="sm">
          <Modal.Title>{SAVE_AS_CUSTOM_TEXT.title}</Modal.Title>
          <Modal.Description>{SAVE_AS_CUSTOM_TEXT.description}</Modal.Description>
          <Form onSubmit={submit}>
            <TextField label={SAVE_AS_CUSTOM_TEXT.name} value={title} maxLength={maxLength} required onChange={(event) => setTitle(event.target.value)} />
            <FormError>{error}</FormError>
            <Modal.Footer>
              <Modal.Close asChild>
                <Button variant="secondary" disabled={saving}>
                  Cancel
                </Button>
              </Modal.Close>
              <Button type="submit" loading={saving} disabled={title.trim() === ''}>
                {SAVE_AS_CUSTOM_TEXT.save}
              </Button>
            </Modal.Footer>
          </Form>
        </Modal.Content>
      </Modal.Root>
      {saved ? (
        <Saved role="status">
          {SAVE_AS_CUSTOM_TEXT.saved(saved.title)} <Link href={saved.href}>{SAVE_AS_CUSTOM_TEXT.view}</Link>
        </Saved>
      ) : null}
    </div>
  );
}
