import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TripStatusBanner } from './TripStatusBanner.tsx';

const meta = {
  title: 'Plan/TripStatusBanner',
  component: TripStatusBanner,
  args: {
    label: 'Upcoming trip',
    tone: 'info',
    headline: 'Starts Saturday 14 December 2030, 7:30 am; you expect to be out by Sunday 15 December 2030, 4:00 pm',
    details: [`When you are out, tap "I'm back safely". If you have not by Sunday 15 December 2030, 5:00 pm, we will email Mere Tane to say you are overdue.`],
  },
} satisfies Meta<typeof TripStatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ahead of the trip, as the walker reads it: what to do and when their contact is emailed. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Trip status' })).toHaveTextContent('Upcoming trip');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/^Starts Saturday/);
  },
};

/** Under way, with the walker's check-in beside it. */
export const UnderWay: Story = {
  args: {
    label: 'Under way',
    headline: 'You are on the trip now, expected out by Sunday 15 December 2030, 4:00 pm',
    children: <Button>I'm back safely</Button>,
  },
};

/** Past the planned end, inside the grace. */
export const DueBack: Story = {
  args: {
    label: 'Due back',
    tone: 'warning',
    headline: 'Due back: you planned to be out by Sunday 15 December 2030, 4:00 pm',
    details: [`Tap "I'm back safely" as soon as you are out.`, 'If you have not by Sunday 15 December 2030, 5:00 pm, we will email Mere Tane to say you are overdue.'],
    children: <Button>I'm back safely</Button>,
  },
};

/** Overdue, as the emergency contact reads it: when they were emailed, who to call, then 111. */
export const OverdueForTheContact: Story = {
  args: {
    label: 'Overdue',
    tone: 'danger',
    headline: 'Aroha Ngata is overdue: they planned to be out by Sunday 15 December 2030, 4:00 pm and have not checked in',
    details: [
      'We emailed Mere Tane at Sunday 15 December 2030, 5:00 pm to say Aroha Ngata is overdue.',
      'Call Aroha Ngata on 021 555 0123, and the people with them. If you cannot reach them and are worried, call 111 and ask for the Police. Give them this plan.',
    ],
    call: { label: 'Call Aroha Ngata', phone: '021 555 0123' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Overdue');
    await expect(canvas.getByRole('link', { name: 'Call Aroha Ngata' })).toHaveAttribute('href', 'tel:0215550123');
  },
};

/** The walker turned the overdue alert off: the page says nobody will be emailed. */
export const AlertOff: Story = {
  args: { details: ['Your emergency contact will not be emailed if you are overdue: you have turned the overdue alert off in your settings.'] },
};

/** Checked in after the contact was told. */
export const BackSafely: Story = {
  args: {
    label: 'Back safely',
    tone: 'ok',
    headline: 'Aroha Ngata is back safely: they checked in at Sunday 15 December 2030, 5:40 pm',
    details: ['We have told Mere Tane they are back.'],
  },
};

/** Marked complete. */
export const Completed: Story = {
  args: { label: 'Completed trip', tone: 'ok', headline: 'Completed trip', details: ['Marked complete on Sunday 15 December 2030.'] },
};

/** A long name and headline wrap on a phone. */
export const LongText: Story = {
  args: {
    label: 'Overdue',
    tone: 'danger',
    headline: 'Wiremu-Tamihana Te Rangihaeata-Whakarongotai is overdue: they planned to be out by Wednesday 30 September 2030, 11:45 pm and have not checked in',
    details: ['We are emailing Mere Tane now to say they are overdue.'],
  },
};
