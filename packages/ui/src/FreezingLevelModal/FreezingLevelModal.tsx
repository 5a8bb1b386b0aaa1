import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface FreezingLevelModalProps {
  /** The text of the button that opens it. @default 'What is the freezing level?' */
  triggerLabel?: string;
  /** Controlled open state (stories, tests); uncontrolled by default. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const Trigger = styled(Button)`
  padding-inline: 0;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  p {
    margin: 0;
  }
`;

/** Spec part 2 §2: the freezing-level help, opened from a forecast's freezing level. */
export function FreezingLevelModal({ triggerLabel = 'What is the freezing level?', open, onOpenChange }: FreezingLevelModalProps) {
  return (
    <Modal.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <Modal.Trigger asChild>
        <Trigger variant="link" size="sm">
          {triggerLabel}
        </Trigger>
      </Modal.Trigger>
      <Modal.Content size="sm">
        <Modal.Title>Freezing level</Modal.Title>
        <Modal.Description asChild>
          <Body>
            <p>The freezing level is the altitude where the temperature of the free air is 0 °C.</p>
            <p>Snow usually falls a few hundred metres below it, and above it you can expect ice and frozen ground.</p>
            <p>If your track climbs above the freezing level, take warm layers and be ready for snow and ice, or change your plans.</p>
          </Body>
        </Modal.Description>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="secondary">Close</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
