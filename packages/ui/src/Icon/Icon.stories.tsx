import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ICON_NAMES, Icon } from './Icon.tsx';
import { IconCell, IconGrid } from '../storySupport/IconGallery.tsx';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'track', size: 'md' },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon in the set, large, with its name. */
export const Gallery: Story = {
  render: (args) => (
    <IconGrid>
      {ICON_NAMES.map((name) => (
        <IconCell key={name}>
          <Icon {...args} name={name} />
          <span>{name}</span>
        </IconCell>
      ))}
    </IconGrid>
  ),
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(ICON_NAMES.length);
  },
};

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a title the icon is an image with an accessible name. */
export const WithTitle: Story = {
  args: { name: 'alert', title: 'Alert', size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Alert' })).toBeVisible();
  },
};
