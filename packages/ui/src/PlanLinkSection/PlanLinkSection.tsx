import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { PLAN_EDITOR_SECTIONS, PlanEditorSection } from '../PlanEditor/PlanEditorSection.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { FieldError, FieldLabel, controlStyles, describedBy } from '../form/fieldStyles.ts';

export interface PlanLinkSectionProps {
  /** The plan's share link (`{origin}/plan/{id}`); null until the plan is saved. */
  url: string | null;
  /**
   * Copies the link (the app's clipboard service). 'Copy' then reads 'Copied!' for
   * `copiedDuration`; a rejected promise shows that copying failed.
   */
  onCopy: (url: string) => void | Promise<void>;
  /**
   * The device or browser can share (Web Share or the native sheet): shows 'Share'.
   * @default false
   */
  canShare?: boolean;
  /** 'Share' was pressed. */
  onShare?: (url: string) => void;
  /**
   * How long 'Copied!' shows, in milliseconds (spec part 2 §9: 3 seconds).
   * @default 3000
   */
  copiedDuration?: number;
  /**
   * 'Make a new link', confirmed: the app gives the plan a new link and the old one stops
   * working (a link that went where it should not). Without it there is no such button.
   */
  onNewLink?: () => void;
  /**
   * The new link is being made.
   * @default false
   */
  makingNewLink?: boolean;
  /** Making a new link failed: why. */
  newLinkError?: string;
}

/** The confirmation before a new link (ADR 059). */
export const NEW_LINK_QUESTION = 'Make a new link?';
export const NEW_LINK_EXPLANATION =
  'The link you have shared will stop working for anyone who has it. Your group and your emergency contact keep the plan: if it is published, we email them the new link.';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const LinkInput = styled.input`
  ${controlStyles}
  flex: 1 1 16rem;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The plan editor's 'Plan link' section: the link to the published plan, 'Copy' (which
 * reads 'Copied!' for 3 seconds) and, where the platform can share, 'Share'.
 */
export function PlanLinkSection({
  url,
  onCopy,
  canShare = false,
  onShare,
  copiedDuration = 3000,
  onNewLink,
  makingNewLink = false,
  newLinkError,
}: PlanLinkSectionProps) {
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  const errorId = `${inputId}-error`;
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (link: string) => {
    clearTimeout(timer.current);
    try {
      await onCopy(link);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), copiedDuration);
    } catch {
      setState('failed');
    }
  };

  return (
    <PlanEditorSection value={PLAN_EDITOR_SECTIONS.planLink} title="Plan link">
      {url === null ? (
        <Empty>Save your plan to get a link you can share with your group.</Empty>
      ) : (
        <Field>
          <FieldLabel htmlFor={inputId}>Link to your plan</FieldLabel>
          <Row>
            <LinkInput
              id={inputId}
              type="url"
              value={url}
              readOnly
              aria-describedby={describedBy(state === 'failed' && errorId)}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="secondary" onClick={() => void copy(url)}>
              {state === 'copied' ? <Icon name="check" size="sm" /> : <PlanIcon name="copy" size="sm" />}
              <span aria-live="polite">{state === 'copied' ? 'Copied!' : 'Copy'}</span>
            </Button>
            {canShare && onShare ? (
              <Button variant="secondary" onClick={() => onShare(url)}>
                <PlanIcon name="share" size="sm" />
                Share
              </Button>
            ) : null}
          </Row>
          {state === 'failed' ? (
            <FieldError id={errorId} role="alert">
              The link could not be copied. Select it and copy it yourself.
            </FieldError>
          ) : null}
          {onNewLink ? (
            <Row>
              <Button variant="ghost" onClick={() => setConfirming(true)} loading={makingNewLink}>
                Make a new link
              </Button>
            </Row>
          ) : null}
          {newLinkError ? <FieldError role="alert">{newLinkError}</FieldError> : null}
          {onNewLink ? (
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={NEW_LINK_QUESTION}
              description={NEW_LINK_EXPLANATION}
              confirmLabel="Make a new link"
              onConfirm={() => {
                setConfirming(false);
                onNewLink();
              }}
            />
          ) : null}
        </Field>
      )}
    </PlanEditorSection>
  );
}
