import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { ResultsHeading } from './ResultsHeading.tsx';
import type { ResultsHeadingProps } from './ResultsHeading.tsx';

const meta = {
  title: 'Find a walk/ResultsHeading',
  component: ResultsHeading,
  args: { mode: 'results', count: 12 },
  argTypes: { mode: { control: 'inline-radio', options: ['recommended', 'nearby', 'results'] } },
} satisfies Meta<typeof ResultsHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any search: the Great Walks. */
export const Recommended: Story = {
  args: { mode: 'recommended', count: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Recommended tracks');
  },
};

/** After 'Nearest to me'. */
export const Nearby: Story = {
  args: { mode: 'nearby', count: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('7 tracks nearby');
  },
};

/** Search results, with thousands separators. */
export const Results: Story = {
  args: { mode: 'results', count: 1234 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Showing 1,234 results');
  },
};

/** Nothing matched. */
export const Empty: Story = {
  args: { mode: 'results', count: 0 },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    await expect(heading).toHaveTextContent('No tracks found');
    await expect(heading).toHaveAttribute('aria-live', 'polite');
  },
};

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const cases: ResultsHeadingProps[] = [
  { mode: 'recommended' },
  { mode: 'nearby', count: 1 },
  { mode: 'nearby', count: 12 },
  { mode: 'nearby', count: 0 },
  { mode: 'results', count: 1 },
  { mode: 'results', count: 500 },
  { mode: 'results', count: 0 },
];

/** Every wording, singular and plural. */
export const AllWordings: Story = {
  render: () => (
    <Stack>
      {cases.map((props) => (
        <ResultsHeading key={`${props.mode}-${props.count ?? ''}`} {...props} level={3} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Recommended tracks',
      '1 track nearby',
      '12 tracks nearby',
      'No tracks found',
      'Showing 1 result',
      'Showing 500 results',
      'No tracks found',
    ]);
  },
};
