import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { contactFullName } from '../ContactCard/contactText.ts';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { Select } from '../Select/Select.tsx';
import type { PlanContactsCandidate } from './PlanContactsSection.tsx';

interface PlanContactsSectionPickerProps {
  /** Saved contacts to choose from; the select is left out when there are none. */
  candidates: readonly PlanContactsCandidate[];
  /** The select's label, e.g. 'Add from my contacts'. */
  selectLabel: string;
  /** The button that adds the chosen contact, e.g. 'Add to group'. */
  addLabel: string;
  onAdd: (candidate: PlanContactsCandidate) => void;
  /** 'Add a new contact' was pressed. */
  onNewContact: () => void;
}

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tabletUp} {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
  }
`;

const Choose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tabletUp} {
    flex: 1 1 auto;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

function optionLabel(candidate: PlanContactsCandidate): string {
  const name = contactFullName(candidate);
  return candidate.relationship ? `${name} (${candidate.relationship})` : name;
}

/**
 * Adds a person: pick a saved contact and press the add button, or write a new
 * contact. Choosing in the list alone adds nothing, so arrowing through it with the
 * keyboard is safe.
 */
export function PlanContactsSectionPicker({
  candidates,
  selectLabel,
  addLabel,
  onAdd,
  onNewContact,
}: PlanContactsSectionPickerProps) {
  const [chosen, setChosen] = useState('');
  const [unchosenError, setUnchosenError] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const add = () => {
    const candidate = candidates.find((entry) => String(entry.id) === chosen);
    if (!candidate) {
      setUnchosenError(true);
      select.current?.focus();
      return;
    }
    setChosen('');
    setUnchosenError(false);
    onAdd(candidate);
  };
  return (
    <Row>
      {candidates.length > 0 ? (
        <Choose>
          <Select
            ref={select}
            label={selectLabel}
            placeholder="Choose a saved contact"
            options={candidates.map((candidate) => ({ value: String(candidate.id), label: optionLabel(candidate) }))}
            value={chosen}
            error={unchosenError ? 'Choose a contact first' : undefined}
            onChange={(event) => {
              setChosen(event.target.value);
              setUnchosenError(false);
            }}
          />
          <Button variant="secondary" size="lg" onClick={add}>
            {addLabel}
          </Button>
        </Choose>
      ) : null}
      <Button variant="ghost" size="lg" onClick={onNewContact}>
        <PlanIcon name="plus" size="sm" />
        Add a new contact
      </Button>
    </Row>
  );
}
