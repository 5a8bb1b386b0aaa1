import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacyHref } from '../walkFixtures/appLinks.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { bleed: true },
  args: { year: 2025, privacyHref },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText('Brought to you by the New Zealand Mountain Safety Council')).toBeVisible();
    await expect(footer.getByText('© 2025 Plan My Walk')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy & Terms' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByText('Made by the Plan My Walk open-source contributors')).toBeVisible();
    await expect(
      footer.getByText('Contains data from the Department of Conservation (DOC), CC BY 4.0'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy & Terms' })).toBeVisible();
  },
};
