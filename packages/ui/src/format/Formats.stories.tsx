import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import {
  bunkLabel,
  formatCount,
  formatDistance,
  formatDistanceRange,
  formatKilometres,
  formatNumber,
  trackTypeLabel,
} from './format.ts';

interface Example {
  call: string;
  output: string;
}

/** Each helper with inputs that show its rules, and what it returns. */
const examples: Example[] = [
  { call: 'formatNumber(1234567)', output: formatNumber(1234567) },
  { call: 'formatNumber(12.3, 2)', output: formatNumber(12.3, 2) },
  { call: "formatCount(1, 'result', 'results')", output: formatCount(1, 'result', 'results') },
  { call: "formatCount(1234, 'result', 'results')", output: formatCount(1234, 'result', 'results') },
  { call: 'formatDistance(0.85)', output: formatDistance(0.85) },
  { call: 'formatDistance(12.3)', output: formatDistance(12.3) },
  { call: 'formatDistance(1234.5)', output: formatDistance(1234.5) },
  { call: 'formatKilometres(0.85)', output: formatKilometres(0.85) },
  { call: "trackTypeLabel('Point to Point')", output: trackTypeLabel('Point to Point') },
  { call: "trackTypeLabel('Loop Track')", output: trackTypeLabel('Loop Track') },
  { call: "trackTypeLabel('Return')", output: trackTypeLabel('Return') },
  { call: 'trackTypeLabel(null)', output: trackTypeLabel(null) },
  { call: 'bunkLabel(1)', output: bunkLabel(1) },
  { call: 'bunkLabel(24)', output: bunkLabel(24) },
  { call: 'formatDistanceRange([5, 20], 101)', output: formatDistanceRange([5, 20], 101) },
  { call: 'formatDistanceRange([5, 101], 101)', output: formatDistanceRange([5, 101], 101) },
];

const Table = styled.table`
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  code {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function FormatExamples() {
  return (
    <Table>
      <caption>Formats</caption>
      <thead>
        <tr>
          <th scope="col">Call</th>
          <th scope="col">Shows</th>
        </tr>
      </thead>
      <tbody>
        {examples.map((example) => (
          <tr key={example.call}>
            <td>
              <code>{example.call}</code>
            </td>
            <td>{example.output}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const meta = {
  title: 'Find a walk/Formats',
  component: FormatExamples,
} satisfies Meta<typeof FormatExamples>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number, distance and track-fact helpers, one row per example. */
export const Examples: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Formats' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    await expect(cells).toEqual([
      ['formatNumber(1234567)', '1,234,567'],
      ['formatNumber(12.3, 2)', '12.30'],
      ["formatCount(1, 'result', 'results')", '1 result'],
      ["formatCount(1234, 'result', 'results')", '1,234 results'],
      ['formatDistance(0.85)', '850.00 m'],
      ['formatDistance(12.3)', '12.30 km'],
      ['formatDistance(1234.5)', '1,234.50 km'],
      ['formatKilometres(0.85)', '0.85 km'],
      ["trackTypeLabel('Point to Point')", 'Point to Point'],
      ["trackTypeLabel('Loop Track')", 'Loop Track'],
      ["trackTypeLabel('Return')", 'Return'],
      ['trackTypeLabel(null)', 'One way'],
      ['bunkLabel(1)', '1 bunk bed'],
      ['bunkLabel(24)', '24 bunk beds'],
      ['formatDistanceRange([5, 20], 101)', '5 – 20 km'],
      ['formatDistanceRange([5, 101], 101)', '5 – 100+ km'],
    ]);
  },
};
