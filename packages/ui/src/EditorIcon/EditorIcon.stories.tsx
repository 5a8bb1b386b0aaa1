import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EDITOR_ICON_NAMES, EditorIcon } from './EditorIcon.tsx';
import { IconCell, IconGrid } from '../storySupport/IconGallery.tsx';

const meta = {
  title: 'Custom tracks/EditorIcon',
  component: EditorIcon,
  args: { name: 'undo', size: 'md' },
  argTypes: { name: { control: 'select', options: EDITOR_ICON_NAMES } },
} satisfies Meta<typeof EditorIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon in the set, large, with its name. */
export const Gallery: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <IconGrid>
      {EDITOR_ICON_NAMES.map((name) => (
        <IconCell key={name}>
          <EditorIcon {...args} name={name} />
          <span>{name}</span>
        </IconCell>
      ))}
    </IconGrid>
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
