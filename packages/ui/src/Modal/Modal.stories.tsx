import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Components/Modal',
  component: Modal.Root,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Modal.Root {...args}>
      <Modal.Trigger asChild>
        <Button variant="secondary">Leave this page</Button>
      </Modal.Trigger>
      <Modal.Content size="sm">
        <Modal.Title>You have not saved your Plan.</Modal.Title>
        <Modal.Description>
          If you navigate away from this page without saving all changes will be lost.
        </Modal.Description>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="secondary">Continue without saving</Button>
          </Modal.Close>
          <Modal.Close asChild>
            <Button>Save draft plan</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
} satisfies Meta<typeof Modal.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its trigger and closed with the × button. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('open it from the trigger', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Leave this page' }));
      const dialog = await screen.findByRole('dialog', { name: 'You have not saved your Plan.' });
      await expect(dialog).toBeVisible();
      await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    });
    await step('close it with the Close button', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/** Already open: the dimmed page, the panel and its button row. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'You have not saved your Plan.' });
    await expect(
      within(dialog).getByText('If you navigate away from this page without saving all changes will be lost.'),
    ).toBeVisible();
  },
};

/** Escape closes the dialog too. */
export const ClosesOnEscape: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const freezingLevelSections = [
  {
    heading: 'What is the freezing level?',
    text: 'The freezing level is the height above sea level where the air temperature drops to 0 °C. Above it, rain turns to snow and water on the track turns to ice.',
  },
  {
    heading: 'Why it matters on the track',
    text: 'If your route climbs above the freezing level you can meet ice, snow and wind chill even on a fine day in the valley. Alpine crossings are often well above it in winter and spring.',
  },
  {
    heading: 'Reading the forecast',
    text: 'The forecast gives the freezing level for each day. Compare it with the highest point of your walk, shown on the track page, and allow a margin of a few hundred metres.',
  },
  {
    heading: 'When it is below your route',
    text: 'Carry warm layers, a hat and gloves, and check whether the track needs an ice axe and crampons and the skills to use them. If you are unsure, choose a lower walk.',
  },
  {
    heading: 'Changing conditions',
    text: 'The freezing level can drop quickly when a cold front arrives. Check the forecast again on the morning you leave and turn back if conditions are worse than expected.',
  },
  {
    heading: 'Tell someone your plans',
    text: 'Share your trip plan with an emergency contact before you go, including when you expect to be out, so someone can raise the alarm if you do not return.',
  },
];

/** More content than fits: the panel scrolls inside the viewport. */
export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Modal.Root {...args}>
      <Modal.Content size="lg">
        <Modal.Title>Freezing level</Modal.Title>
        <Modal.Description>How the freezing level in the forecast affects your walk.</Modal.Description>
        <Prose>
          {freezingLevelSections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              <p>{section.text}</p>
            </section>
          ))}
        </Prose>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button>Got it</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
  globals: { viewport: { value: 'smallMobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Freezing level' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
