import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';

/** Which save is running. */
export type PlanEditorSaving = 'draft' | 'publish' | null;

export interface PlanEditorActionsProps {
  isPublished: boolean;
  saving: PlanEditorSaving;
  disabled: boolean;
  error?: ReactNode;
  onSaveDraft: () => void;
  onPublish: () => void;
  /** The plan was changed elsewhere: 'Reload plan' fetches the latest copy. */
  onReload?: () => void;
  reloading?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tabletUp} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** The editor's two saves and the message of a failed one. */
export function PlanEditorActions({
  isPublished,
  saving,
  disabled,
  error,
  onSaveDraft,
  onPublish,
  onReload,
  reloading = false,
}: PlanEditorActionsProps) {
  const busy = saving !== null || reloading;
  return (
    <Root>
      <FormError>{error}</FormError>
      <Buttons>
        {onReload ? (
          <Button variant="secondary" size="lg" loading={reloading} disabled={saving !== null} onClick={onReload}>
            Reload plan
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="lg"
          disabled={disabled || (busy && saving !== 'draft')}
          loading={saving === 'draft'}
          onClick={onSaveDraft}
        >
          {isPublished ? 'Save your trip plan' : 'Save draft plan'}
        </Button>
        <Button
          size="lg"
          disabled={disabled || (busy && saving !== 'publish')}
          loading={saving === 'publish'}
          onClick={onPublish}
        >
          {isPublished ? 'Save and share your plan' : 'Publish plan'}
        </Button>
      </Buttons>
    </Root>
  );
}
