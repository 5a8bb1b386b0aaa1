import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { EDITOR_ICON_NAMES, EditorIcon } from './EditorIcon.tsx';

const meta = {
  title: 'Custom tracks/EditorIcon',
  component: EditorIcon,
  args: { name: 'undo', size: 'md' },
  argTypes: { name: { control: 'select', options: EDITOR_ICON_NAMES } },
} satisfies Meta<typeof EditorIcon>;

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
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Every icon in the set, large, with its name. */
export const Gallery: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Grid>
      {EDITOR_ICON_NAMES.map((name) => (
        <Cell key={name}>
          <EditorIcon {...args} name={name} />
          <span>{name}</span>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(EDITOR_ICON_NAMES.length);
  },
};

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a title the icon is an image with an accessible name. */
export const WithTitle: Story = {
  args: { name: 'undo', title: 'Undo', size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Undo' })).toBeVisible();
  },
};
