import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { DECLINE_PLAN_QUESTION } from '../PlanTile/PlanTile.tsx';

/** What a viewer who is not the owner reads at the top of the plan (spec part 2 §2). */
export const ADDED_TO_PLAN_TEXT = "You've been added to this trip plan";

interface ReadonlyPlanInvitationProps {
  /** The planner's first name, when known. */
  plannerName: string | null;
  /** The viewer has not answered yet: Accept and Decline show. */
  pending: boolean;
  onAccept?: () => void;
  onDecline?: () => void;
  accepting: boolean;
  declining: boolean;
  error?: string;
}

const Banner = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.homeMobile} {
    flex-direction: column;
  }
`;

/**
 * For a viewer who is not the owner: "You've been added to this trip plan", and while
 * the invitation is pending, Accept (the app makes it the working plan) or Decline
 * (after the spec's confirmation; the app removes the viewer's link).
 */
export function ReadonlyPlanInvitation({
  plannerName,
  pending,
  onAccept,
  onDecline,
  accepting,
  declining,
  error,
}: ReadonlyPlanInvitationProps) {
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const who = plannerName ? `${plannerName} planned this trip` : 'Someone planned this trip';
  return (
    <Banner aria-labelledby={headingId}>
      <Heading id={headingId}>
        <PlanIcon name="group" />
        {ADDED_TO_PLAN_TEXT}
      </Heading>
      <Text>
        {pending
          ? `${who} and added you to it. Accept it to keep it in My Walks, or decline to stop it being shared with you.`
          : `${who}. Only the trip planner can change it.`}
      </Text>
      {pending && (onAccept || onDecline) ? (
        <Actions>
          {onAccept ? (
            <Button onClick={onAccept} loading={accepting} disabled={declining}>
              Accept
            </Button>
          ) : null}
          {onDecline ? (
            <Button variant="secondary" onClick={() => setConfirming(true)} loading={declining} disabled={accepting}>
              Decline
            </Button>
          ) : null}
        </Actions>
      ) : null}
      <FormError>{error}</FormError>
      {onDecline ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={DECLINE_PLAN_QUESTION}
          confirmLabel="Decline"
          onConfirm={() => {
            setConfirming(false);
            onDecline();
          }}
        />
      ) : null}
    </Banner>
  );
}
