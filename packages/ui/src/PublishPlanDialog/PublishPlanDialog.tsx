import styled from 'styled-components';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';

/** The trip check's verdict, repeated before a publish that it warns against. */
export interface PublishPlanVerdict {
  level: 'danger' | 'caution';
  /** The verdict and its serious reasons, in words: 'Think again about this trip. Danger · Experience: …'. */
  text: string;
}

export interface PublishPlanDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user backs out (Cancel, ×, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The user chose to publish (the dialog stays open until the caller closes it). */
  onConfirm: () => void;
  /**
   * Publishing is running: a spinner, and nothing can be pressed twice.
   * @default false
   */
  busy?: boolean;
  /** The trip check says Danger or Caution: said again here, in words, before the walker commits. */
  verdict?: PublishPlanVerdict;
  /**
   * What the walker must do and what happens otherwise: 'When you are out, tap "I'm
   * back safely". If you have not by …, we will email Mere Tane …' (or that nobody will be).
   */
  checkInNote?: string;
}

/** Lines of the description (a paragraph: these are its parts, each on its own line). */
const Part = styled.span`
  display: block;

  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Verdict = styled(Part)<{ $level: PublishPlanVerdict['level'] }>`
  padding: ${({ theme }) => theme.space.sm};
  border-left: ${({ theme }) => theme.space.xxs} solid ${({ theme, $level }) => ($level === 'danger' ? theme.colors.danger : theme.colors.warning)};
  background: ${({ theme, $level }) => ($level === 'danger' ? theme.colors.dangerSoft : theme.colors.warningSoft)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const PUBLISH_QUESTION = "People that you've added to this plan will be notified. Do you want to proceed?";

/**
 * The question before publishing (spec part 2 §4): 'You are publishing this plan. People
 * that you've added to this plan will be notified. Do you want to proceed?', with the
 * trip check's Danger or Caution repeated and what the walker must do at the end
 * (ADR 057), so nobody publishes without reading either.
 */
export function PublishPlanDialog({ open, onOpenChange, onConfirm, busy = false, verdict, checkInNote }: PublishPlanDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="You are publishing this plan."
      description={
        <>
          <Part>{PUBLISH_QUESTION}</Part>
          {verdict ? <Verdict $level={verdict.level}>{verdict.text}</Verdict> : null}
          {checkInNote ? <Part>{checkInNote}</Part> : null}
        </>
      }
      confirmLabel="Publish plan"
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}
