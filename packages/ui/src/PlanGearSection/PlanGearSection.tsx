import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { PLAN_EDITOR_SECTIONS, PlanEditorSection } from '../PlanEditor/PlanEditorSection.tsx';

/** What the plan editor's Gear list section shows, and where it leads. */
export interface PlanGearSectionProps {
  /** The plan's gear list: its name and how much is packed; null when the plan has none yet. */
  gear: { title: string; packed: number; total: number } | null;
  /** The place's gear page, where the list is ticked and changed. */
  href: string;
}

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * The plan editor's way to its gear list (issue 34: gear was reachable only from the
 * place's Gear tab): the list's name and how much is packed, and the gear page's link.
 */
export function PlanGearSection({ gear, href }: PlanGearSectionProps) {
  return (
    <PlanEditorSection value={PLAN_EDITOR_SECTIONS.gear} title="Gear list" status={gear ? `${gear.packed} of ${gear.total} packed` : undefined}>
      <Summary>
        {gear ? `${gear.title}: ${gear.packed} of ${gear.total} items packed.` : 'No gear list yet: start from one made for this place.'}
      </Summary>
      <div>
        <Button variant="secondary" href={href}>
          {gear ? 'Open the gear list' : 'Choose a gear list'}
        </Button>
      </div>
    </PlanEditorSection>
  );
}
