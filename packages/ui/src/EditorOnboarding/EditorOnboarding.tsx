import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface EditorOnboardingSlide {
  title: string;
  text: string;
}

export interface EditorOnboardingProps {
  /** Whether the onboarding is shown. */
  open: boolean;
  /** The slides, in order (the spec has four). */
  slides: readonly EditorOnboardingSlide[];
  /** The slide shown, from 0. */
  slide: number;
  /** The forward button's words: 'Next', and on the last slide 'Create a custom track' (first time) or 'Close' (from Help). */
  nextLabel: string;
  onNext: () => void;
  onBack: () => void;
  /** Closed with ×, Escape or a click outside. */
  onClose: () => void;
}

/**
 * The custom-track editor's onboarding (spec part 2 §2, §9): four slides, shown on its
 * own to a user with no custom tracks and reopened by Help.
 */
export function EditorOnboarding({ open, slides, slide, nextLabel, onNext, onBack, onClose }: EditorOnboardingProps) {
  const current = slides[slide];
  if (!current) return null;
  return (
    <Modal.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Modal.Content size="md">
        <Step>
          Step {slide + 1} of {slides.length}
        </Step>
        <Modal.Title>{current.title}</Modal.Title>
        <Modal.Description>{current.text}</Modal.Description>
        <Dots aria-hidden="true">
          {slides.map((s, i) => (
            <Dot key={s.title} $current={i === slide} />
          ))}
        </Dots>
        <Modal.Footer>
          {slide > 0 ? (
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
          ) : null}
          <Button onClick={onNext} autoFocus>
            {nextLabel}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

const Step = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Dot = styled.span<{ $current: boolean }>`
  width: ${({ theme }) => theme.space.xs};
  height: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
`;
