import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { profileMenuLinks } from '../walkFixtures/appLinks.ts';
import { ProfileMenu } from './ProfileMenu.tsx';

/** Places the trigger at the right, as in the header, with room for the menu below. */
const Stage = styled.div`
  display: flex;
  justify-content: flex-end;
  min-height: 36rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const LoginFormSample = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  input {
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const meta = {
  title: 'Components/ProfileMenu',
  component: ProfileMenu,
  args: { onLogout: fn(), onOpenChange: fn(), links: profileMenuLinks },
  decorators: [
    (Story) => (
      <Stage>
        <Story />
      </Stage>
    ),
  ],
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
  return screen.findByRole('dialog', { name: 'Profile menu' });
}

/** Logged out: Log in and Create an account. */
export const LoggedOut: Story = {
  args: { user: null },
  play: async ({ args, canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
    await expect(menu.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  },
};

/** Logged in: greeting, the account links and Logout. */
export const LoggedIn: Story = {
  args: { user: { firstName: 'Aroha' } },
  play: async ({ args, canvasElement, step }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(menu.getByText('Hi Aroha')).toBeVisible();
    const links = within(menu.getByRole('navigation', { name: 'Account' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(profileMenuLinks.account.map((link) => link.label));

    await step('Logout closes the menu and calls onLogout', async () => {
      await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** Clicking one of the links navigates and closes the menu. */
export const LinkClosesMenu: Story = {
  args: { user: { firstName: 'Aroha' } },
  play: async ({ args, canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await userEvent.click(menu.getByRole('link', { name: 'My Walks' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** A user who has not set a first name yet. */
export const LoggedInNoFirstName: Story = {
  args: { user: { firstName: null } },
  play: async ({ canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(menu.getByText('Welcome to plan my walk')).toBeVisible();
  },
};

/** Logged out with the accounts feature's login form in the slot. */
export const WithLoggedOutContent: Story = {
  args: {
    user: null,
    loggedOutContent: (
      <LoginFormSample aria-label="Log in" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="profile-menu-email">Email</label>
        <input id="profile-menu-email" type="email" autoComplete="email" />
        <label htmlFor="profile-menu-password">Password</label>
        <input id="profile-menu-password" type="password" autoComplete="current-password" />
        <Button type="submit" fullWidth>
          Log in
        </Button>
      </LoginFormSample>
    ),
  },
  play: async ({ canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(menu.getByRole('form', { name: 'Log in' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  },
};
