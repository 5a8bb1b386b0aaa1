import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileMenuButton } from './ProfileMenuButton.tsx';

/** On the header's colour, as the app shows it. */
const Stage = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
`;

const meta = {
  title: 'Components/ProfileMenu/ProfileMenuButton',
  component: ProfileMenuButton,
  args: { onClick: fn(), onPointerEnter: fn() },
  decorators: [
    (Story) => (
      <Stage>
        <Story />
      </Stage>
    ),
  ],
} satisfies Meta<typeof ProfileMenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed menu's button: a collapsed popup button named 'Profile menu'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Profile menu' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(button);
    await expect(args.onPointerEnter).toHaveBeenCalled();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
  },
};

/** Reached with Tab, it shows the focus ring; Enter presses it. */
export const KeyboardFocus: Story = {
  parameters: { screenshot: { keepFocus: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Profile menu' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
