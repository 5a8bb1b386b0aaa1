import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PasswordScore } from '../PasswordStrength/PasswordStrength.tsx';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu.tsx';
import { profileMenuLinks } from '../walkFixtures/appLinks.ts';
import { validateLogin, validateRegister } from '../form/storyFixtures.ts';
import { storyPasswordScore } from '../form/storyPasswordScore.ts';
import { ProfileMenuLoginForm } from './ProfileMenuLoginForm.tsx';
import type { ProfileMenuLoginFormProps } from './ProfileMenuLoginForm.tsx';

/** The popover's width and look, without the popover. */
const MenuCard = styled.div`
  width: ${({ theme }) => theme.sizes.popover};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** Places the trigger at the right, as in the header, with room for the menu below. */
const Stage = styled.div`
  display: flex;
  justify-content: flex-end;
  min-height: 40rem;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Computes the sign-up password's score as the app would. */
function WithStrength(args: ProfileMenuLoginFormProps) {
  const [score, setScore] = useState<PasswordScore | null>(args.passwordScore ?? null);
  return (
    <ProfileMenuLoginForm
      {...args}
      passwordScore={score}
      onPasswordChange={(password) => {
        args.onPasswordChange?.(password);
        setScore(storyPasswordScore(password));
      }}
    />
  );
}

const meta = {
  title: 'Accounts/ProfileMenuLoginForm',
  component: ProfileMenuLoginForm,
  args: {
    lostPasswordHref: '/lost-password',
    privacyHref: '/privacy',
    onSignIn: fn(),
    onSignUp: fn(),
    onPasswordChange: fn(),
    onModeChange: fn(),
    onNavigate: fn(),
    validateSignIn: validateLogin,
    validateSignUp: validateRegister,
  },
  render: (args) => <WithStrength {...args} />,
  decorators: [
    // Stories in the real menu set `parameters.stage`; the others show the menu's card alone.
    (Story, { parameters }) =>
      parameters.stage ? (
        <Stage>
          <Story />
        </Stage>
      ) : (
        <MenuCard>
          <Story />
        </MenuCard>
      ),
  ],
} satisfies Meta<typeof ProfileMenuLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login form first. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aroha@example.nz');
    await userEvent.type(canvas.getByLabelText('Password'), 'kea-at-the-hut');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'aroha@example.nz', password: 'kea-at-the-hut' });
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** 'Create an account' swaps in the sign-up form (focus moves to it), and 'Log in' swaps back. */
export const SwitchToSignUp: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('switch to sign-up', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
      await expect(args.onModeChange).toHaveBeenCalledWith('signup');
      await expect(canvas.getByRole('form', { name: 'Create an account' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    });
    await step('register', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aroha@example.nz');
      await userEvent.type(canvas.getByLabelText('Password'), 'Tararua-Ridge-2026');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the privacy policies and terms of use' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
      await expect(args.onSignUp).toHaveBeenCalledWith({
        email: 'aroha@example.nz',
        password: 'Tararua-Ridge-2026',
        agreed_to_terms: true,
      });
    });
    await step('back to log in', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
      await expect(args.onModeChange).toHaveBeenLastCalledWith('login');
      await expect(canvas.getByRole('form', { name: 'Log in' })).toBeVisible();
    });
  },
};

/** The sign-up form, with a password typed. */
export const SignUp: Story = {
  args: { defaultMode: 'signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'tramping-2026');
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeVisible();
  },
};

export const SignInError: Story = {
  args: { signInError: 'invalid email or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('invalid email or password');
  },
};

export const SignUpError: Story = {
  args: { defaultMode: 'signup', signUpError: 'you already have an account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('you already have an account');
  },
};

/** While logging in: no second submit. */
export const Submitting: Story = {
  args: { signInSubmitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Password'), 'x{Enter}');
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

function InMenu(args: ProfileMenuLoginFormProps) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileMenu
      user={null}
      onLogout={fn()}
      links={profileMenuLinks}
      open={open}
      onOpenChange={setOpen}
      loggedOutContent={
        <WithStrength
          {...args}
          onNavigate={() => {
            args.onNavigate?.();
            setOpen(false);
          }}
        />
      }
    />
  );
}

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profile menu' }));
  return within(await screen.findByRole('dialog', { name: 'Profile menu' }));
}

/** In its place: the profile menu's logged-out content, switched to sign-up. */
export const InProfileMenu: Story = {
  parameters: { stage: true },
  render: (args) => <InMenu {...args} />,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('form', { name: 'Log in' })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Create an account' }));
    await expect(menu.getByRole('form', { name: 'Create an account' })).toBeVisible();
    await userEvent.type(menu.getByLabelText('Password'), 'tramping-2026');
  },
};

/** Following a link in the forms closes the menu. */
export const LinkClosesMenu: Story = {
  parameters: { stage: true },
  render: (args) => <InMenu {...args} />,
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('link', { name: 'Forgotten your password?' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open in the menu on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { stage: true },
  render: (args) => <ProfileMenu user={null} onLogout={fn()} links={profileMenuLinks} defaultOpen loggedOutContent={<WithStrength {...args} />} />,
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Profile menu' });
    await expect(within(menu).getByRole('form', { name: 'Log in' })).toBeVisible();
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
