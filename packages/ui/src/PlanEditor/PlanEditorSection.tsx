import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Accordion } from '../Accordion/Accordion.tsx';

/**
 * The `value` of each section of the plan editor's accordion, for the page's open
 * sections (contacts is the slot the page fills with `PlanContactsSection`).
 */
export const PLAN_EDITOR_SECTIONS = {
  tripName: 'trip-name',
  contacts: 'contacts',
  dailyPlans: 'daily-plans',
  tripNotes: 'trip-notes',
  documents: 'documents',
  gear: 'gear',
  planLink: 'plan-link',
} as const;

export interface PlanEditorSectionProps {
  /** The accordion item's value (see `PLAN_EDITOR_SECTIONS`). */
  value: string;
  /** The section's heading, on its trigger. */
  title: string;
  /** A short state after the title, e.g. the trip's name or '2 of 3 files'. */
  status?: ReactNode;
  children: ReactNode;
}

const TriggerText = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * One section of the plan editor: an accordion item whose trigger is an `h2` under
 * the page's 'Create your trip plan'. The sections below use it; the page wraps the
 * contacts section in it too.
 */
export function PlanEditorSection({ value, title, status, children }: PlanEditorSectionProps) {
  const hasStatus = status !== undefined && status !== null && status !== '';
  return (
    <Accordion.Item value={value}>
      <Accordion.Trigger headingLevel={2}>
        <TriggerText>
          {title}
          {hasStatus ? <Status>{status}</Status> : null}
        </TriggerText>
      </Accordion.Trigger>
      <Accordion.Content>
        <Body>{children}</Body>
      </Accordion.Content>
    </Accordion.Item>
  );
}
