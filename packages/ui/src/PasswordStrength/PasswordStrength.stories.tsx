import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { PasswordStrength } from './PasswordStrength.tsx';
import type { PasswordScore } from './PasswordStrength.tsx';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.modalSm};
`;

const meta = {
  title: 'Accounts/PasswordStrength',
  component: PasswordStrength,
  args: { score: 2 },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectScore(canvasElement: HTMLElement, score: PasswordScore, advice: string) {
  const canvas = within(canvasElement);
  const meter = canvas.getByRole('meter', { name: 'Password strength' });
  await expect(meter).toHaveAttribute('aria-valuenow', String(score));
  await expect(canvas.getByText(/Your password strength is at score/)).toHaveTextContent(
    `Your password strength is at score ${score}/4. ${advice}`,
  );
}

/** Score 0, in the danger colour. */
export const Score0: Story = {
  args: { score: 0 },
  play: ({ canvasElement }) => expectScore(canvasElement, 0, 'It needs to be at least 1.'),
};

/** Scores 1 to 3 are warnings. */
export const Score1: Story = {
  args: { score: 1 },
  play: ({ canvasElement }) => expectScore(canvasElement, 1, 'It could be a bit stronger.'),
};

export const Score3: Story = {
  args: { score: 3 },
  play: ({ canvasElement }) => expectScore(canvasElement, 3, 'It could be a bit stronger.'),
};

/** Score 4, in the success colour. */
export const Score4: Story = {
  args: { score: 4 },
  play: ({ canvasElement }) => expectScore(canvasElement, 4, "It's a strong password!"),
};

/** Every score, for comparing the colours. */
export const AllScores: Story = {
  render: () => (
    <>
      {([0, 1, 2, 3, 4] as const).map((score) => (
        <PasswordStrength key={score} score={score} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('meter')).toHaveLength(5);
  },
};

/** No score yet (empty password, or the estimator still loading): nothing shows. */
export const NotComputed: Story = {
  args: { score: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Your password strength/)).not.toBeInTheDocument();
  },
};
