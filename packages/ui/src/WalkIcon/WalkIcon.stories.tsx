import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WALK_ICON_NAMES, WalkIcon } from './WalkIcon.tsx';
import { IconCell, IconGrid } from '../storySupport/IconGallery.tsx';

const meta = {
  title: 'Find a walk/WalkIcon',
  component: WalkIcon,
  args: { name: 'search', size: 'md' },
  argTypes: { name: { control: 'select', options: WALK_ICON_NAMES } },
} satisfies Meta<typeof WalkIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon in the set, large, with its name. */
export const Gallery: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <IconGrid>
      {WALK_ICON_NAMES.map((name) => (
        <IconCell key={name}>
          <WalkIcon {...args} name={name} />
          <span>{name}</span>
        </IconCell>
      ))}
    </IconGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(WALK_ICON_NAMES.length);
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
  args: { name: 'heartFilled', title: 'On your wishlist', size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'On your wishlist' })).toBeVisible();
  },
};
