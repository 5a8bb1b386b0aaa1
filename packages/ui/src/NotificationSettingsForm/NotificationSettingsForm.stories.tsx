import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationSettingsForm } from './NotificationSettingsForm.tsx';
import type {
  NotificationFieldName,
  NotificationSettings,
  NotificationSettingsFormProps,
} from './NotificationSettingsForm.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

/** New accounts have every notification on. */
const allOn: NotificationSettings = {
  fortyEightPrior: { Email: true, InApp: true },
  twentyFourPrior: { Email: true, InApp: true },
  changedAlerts: { Email: true, InApp: true },
  endTripEmergencyContact: { Email: true },
};

const mixed: NotificationSettings = {
  fortyEightPrior: { Email: true, InApp: false },
  twentyFourPrior: { Email: false, InApp: true },
  changedAlerts: { Email: false, InApp: false },
  endTripEmergencyContact: { Email: true },
};

/** Applies a toggle to the settings, as the server's answer would. */
function toggled(value: NotificationSettings, field: NotificationFieldName, on: boolean): NotificationSettings {
  const channel = field.endsWith('InApp') ? 'InApp' : 'Email';
  const group = field.slice(0, field.length - channel.length) as keyof NotificationSettings;
  return { ...value, [group]: { ...value[group], [channel]: on } };
}

/** Saves each toggle straight away, as the app does after the call answers. */
function Saved(args: NotificationSettingsFormProps) {
  const [value, setValue] = useState(args.value);
  return (
    <NotificationSettingsForm
      {...args}
      value={value}
      onToggle={(field, on) => {
        args.onToggle(field, on);
        setValue((current) => toggled(current, field, on));
      }}
    />
  );
}

const meta = {
  title: 'Accounts/NotificationSettingsForm',
  component: NotificationSettingsForm,
  args: { value: allOn, onToggle: fn() },
  render: (args) => <Saved {...args} />,
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof NotificationSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every setting on (a new account); each switch reports its toggle-alert field name. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = (name: string) => within(canvas.getByRole('group', { name }));
    await expect(canvas.getAllByRole('switch')).toHaveLength(7);
    await step('48 hours before, In app', async () => {
      await userEvent.click(group('48 hours before').getByRole('switch', { name: 'In app' }));
      await expect(args.onToggle).toHaveBeenLastCalledWith('fortyEightPriorInApp', false);
      await expect(group('48 hours before').getByRole('switch', { name: 'In app' })).not.toBeChecked();
    });
    await step('24 hours before, Email', async () => {
      await userEvent.click(group('24 hours before').getByRole('switch', { name: 'Email' }));
      await expect(args.onToggle).toHaveBeenLastCalledWith('twentyFourPriorEmail', false);
    });
    await step('Changed alerts, Email', async () => {
      await userEvent.click(group('Changed alerts').getByRole('switch', { name: 'Email' }));
      await expect(args.onToggle).toHaveBeenLastCalledWith('changedAlertsEmail', false);
    });
    await step('End of trip: email only', async () => {
      const endOfTrip = group('End of trip: email my emergency contact');
      await expect(endOfTrip.getAllByRole('switch')).toHaveLength(1);
      await userEvent.click(endOfTrip.getByRole('switch', { name: 'Email' }));
      await expect(args.onToggle).toHaveBeenLastCalledWith('endTripEmergencyContactEmail', false);
    });
  },
};

/** Some on, some off; turning one on reports `true`. */
export const Mixed: Story = {
  args: { value: mixed },
  play: async ({ args, canvasElement }) => {
    const changed = within(within(canvasElement).getByRole('group', { name: 'Changed alerts' }));
    await userEvent.click(changed.getByRole('switch', { name: 'In app' }));
    await expect(args.onToggle).toHaveBeenCalledWith('changedAlertsInApp', true);
  },
};

/** One change is being saved: that switch is busy; the others still work. */
export const Pending: Story = {
  args: { value: mixed, pending: 'twentyFourPriorInApp' },
  render: (args) => <NotificationSettingsForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const day = within(within(canvasElement).getByRole('group', { name: '24 hours before' }));
    const busy = day.getByRole('switch', { name: 'In app' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
    await userEvent.click(day.getByRole('switch', { name: 'Email' }));
    await expect(args.onToggle).toHaveBeenCalledWith('twentyFourPriorEmail', true);
  },
};

/** The save failed. */
export const ServerError: Story = {
  args: { value: mixed, error: 'Something went wrong, please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};

export const Mobile: Story = {
  args: { value: mixed },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByRole('group', { name: '48 hours before' }));
    const email = row.getByRole('switch', { name: 'Email' }).getBoundingClientRect();
    const inApp = row.getByRole('switch', { name: 'In app' }).getBoundingClientRect();
    await expect(email.top).toBe(inApp.top);
  },
};
