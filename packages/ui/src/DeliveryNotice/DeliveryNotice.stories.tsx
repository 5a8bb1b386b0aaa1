import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveryNotice } from './DeliveryNotice.tsx';

const HINE =
  'We could not deliver your plan to Hine Moana (hine@example.org): check the address and publish the plan again, or your emergency contact will not be told if you are overdue.';
const MERE = 'We could not deliver your plan to Mere Tane (mere.tane@example.org): check the address.';
const OVERDUE = 'We could not tell Hine Moana you are overdue: our email to hine@example.org could not be delivered. If you are safe, check in now.';

const meta = {
  title: 'Plan/DeliveryNotice',
  component: DeliveryNotice,
  args: { notices: [HINE] },
} satisfies Meta<typeof DeliveryNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The emergency contact's address bounced before the trip: check it and publish again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('region', { name: 'Your plan did not reach everyone' });
    await expect(within(block).getByRole('heading', { level: 2, name: 'Your plan did not reach everyone' })).toBeVisible();
    await expect(within(block).getByRole('listitem')).toHaveTextContent(HINE);
  },
};

/** The emergency contact and a group member. */
export const Several: Story = {
  args: { notices: [HINE, MERE] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The overdue email did not reach the emergency contact. */
export const OverdueAlertFailed: Story = {
  args: { notices: [OVERDUE] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('If you are safe, check in now.');
  },
};

/** On a My Walks tile: the lines alone. */
export const Compact: Story = {
  args: { variant: 'compact', notices: [HINE] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your plan did not reach everyone' });
    await expect(within(list).getByRole('listitem')).toHaveTextContent('check the address');
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Nothing to say: nothing shows. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
