import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormIntro, FormLead, FormTitle } from '../form/formStyles.ts';
import { AuthLayout } from './AuthLayout.tsx';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const meta = {
  title: 'Accounts/AuthLayout',
  component: AuthLayout,
  parameters: { bleed: true },
  args: {
    homeHref: '/home',
    children: (
      <>
        <FormIntro>
          <FormTitle>Log in</FormTitle>
          <FormLead>The card holds the screen&apos;s form.</FormLead>
        </FormIntro>
        <Fields>
          <TextField label="Email" type="email" autoComplete="email" />
          <Button fullWidth size="lg">
            Log in
          </Button>
        </Fields>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo links home; the card holds the form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Plan My Walk' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

/** With the back link slot above the card. */
export const WithBackLink: Story = {
  args: { backLink: { href: '/signin', label: 'Back to log in' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/signin');
  },
};

/** The wider card, for the profile form. */
export const Wide: Story = {
  args: { width: 'md' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.parentElement?.parentElement?.getBoundingClientRect().width).toBeGreaterThan(600);
  },
};

/** Without the logo, where the app header already shows it. */
export const WithoutLogo: Story = {
  args: { showLogo: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Plan My Walk' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { backLink: { href: '/signin', label: 'Back to log in' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('link', { name: 'Plan My Walk' });
    const heading = canvas.getByRole('heading', { level: 1, name: 'Log in' });
    await expect(logo.getBoundingClientRect().bottom).toBeLessThan(heading.getBoundingClientRect().top);
  },
};
