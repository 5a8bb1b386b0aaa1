import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { WEATHER_ICON_KINDS, WEATHER_LABELS, WEATHER_WORDS, WeatherIcon } from './WeatherIcon.tsx';

const meta = {
  title: 'Weather/WeatherIcon',
  component: WeatherIcon,
  args: { word: 'partlycloudy', size: 'lg' },
  argTypes: { word: { control: 'select', options: Object.keys(WEATHER_WORDS) } },
} satisfies Meta<typeof WeatherIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.tile}, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Every icon of the set, with what it says. */
export const Gallery: Story = {
  render: (args) => (
    <Grid>
      {WEATHER_ICON_KINDS.map((kind) => (
        <Cell key={kind}>
          <WeatherIcon {...args} word={kind} />
          <span>{WEATHER_LABELS[kind]}</span>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(WEATHER_ICON_KINDS.length);
    await expect(canvas.getByRole('img', { name: 'Thunderstorms' })).toBeVisible();
  },
};

/** The spec's other spellings of a word show their family's icon. */
export const Aliases: Story = {
  render: (args) => (
    <Grid>
      {(['partcloudy', 'cloud', 'windrain', 'thunder', 'wind', 'a-new-word'] as const).map((word) => (
        <Cell key={word}>
          <WeatherIcon {...args} word={word} />
          <span>{word}</span>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Partly cloudy' })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Rain and wind' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Windy' })).toBeVisible();
    // An unknown word is drawn as cloudy rather than nothing.
    await expect(canvas.getByRole('img', { name: 'Cloudy' })).toBeVisible();
  },
};

/** Decorative next to text that says the same. */
export const Decorative: Story = {
  args: { word: 'rain', title: '' },
  render: (args) => (
    <p>
      <WeatherIcon {...args} /> Rain
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
