import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ElementRef } from 'react';
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import styled, { keyframes } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { focusRing } from '../theme/mixins.ts';

export type AccordionRootProps = ComponentPropsWithoutRef<typeof AccordionPrimitive.Root>;
export type AccordionItemProps = ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>;
export type AccordionContentProps = ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>;

export interface AccordionTriggerProps extends ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger> {
  /**
   * The heading level wrapping the trigger, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const slideDown = keyframes`
  from { height: 0; }
  to { height: var(--radix-accordion-content-height); }
`;

const slideUp = keyframes`
  from { height: var(--radix-accordion-content-height); }
  to { height: 0; }
`;

const Root = styled(AccordionPrimitive.Root)`
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Item = styled(AccordionPrimitive.Item)`
  & + & {
    border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  }
`;

const Header = styled(AccordionPrimitive.Header)`
  display: flex;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const TriggerButton = styled(AccordionPrimitive.Trigger)`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    ${focusRing}
    outline-offset: -${({ theme }) => theme.sizes.focusRingWidth};
  }

  svg {
    color: ${({ theme }) => theme.colors.primary};
    transition: transform ${({ theme }) => theme.motion.accordion} ${({ theme }) => theme.motion.easing};
  }

  &[data-state='open'] svg {
    transform: rotate(180deg);
  }

  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const ContentRoot = styled(AccordionPrimitive.Content)`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};

  &[data-state='open'] {
    animation: ${slideDown} ${({ theme }) => theme.motion.accordion} ${({ theme }) => theme.motion.easing};
  }

  &[data-state='closed'] {
    animation: ${slideUp} ${({ theme }) => theme.motion.accordion} ${({ theme }) => theme.motion.easing};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    &[data-state='open'],
    &[data-state='closed'] {
      animation: none;
    }
  }
`;

/* Padding lives on an inner box: padding on the animated box would break the height animation. */
const ContentInner = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Trigger = forwardRef<ElementRef<typeof AccordionPrimitive.Trigger>, AccordionTriggerProps>(
  function AccordionTrigger({ headingLevel = 3, children, ...rest }, ref) {
    const Heading = `h${headingLevel}` as const;
    return (
      <Header asChild>
        <Heading>
          <TriggerButton ref={ref} {...rest}>
            {children}
            <Icon name="chevronDown" />
          </TriggerButton>
        </Heading>
      </Header>
    );
  },
);

const Content = forwardRef<ElementRef<typeof AccordionPrimitive.Content>, AccordionContentProps>(
  function AccordionContent({ children, ...rest }, ref) {
    return (
      <ContentRoot ref={ref} {...rest}>
        <ContentInner>{children}</ContentInner>
      </ContentRoot>
    );
  },
);

/**
 * Expandable sections (Radix Accordion) with Radix's part names:
 * `Accordion.Root` (`type="single"` or `"multiple"`), `Accordion.Item`,
 * `Accordion.Trigger` (a heading with a chevron) and `Accordion.Content`
 * (opens and closes over 350 ms; instantly under reduced motion).
 */
export const Accordion = { Root, Item, Trigger, Content };
