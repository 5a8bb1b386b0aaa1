import styled from 'styled-components';
import { FormError } from '../FormError/FormError.tsx';
import { Switch } from '../Switch/Switch.tsx';

/** Which notifications the user wants (spec part 2 §3: notification settings). */
export interface NotificationSettings {
  fortyEightPrior: { Email: boolean; InApp: boolean };
  twentyFourPrior: { Email: boolean; InApp: boolean };
  changedAlerts: { Email: boolean; InApp: boolean };
  endTripEmergencyContact: { Email: boolean };
}

/** A setting and channel, as the toggle-alert call names it. */
export type NotificationFieldName =
  | 'fortyEightPriorEmail'
  | 'fortyEightPriorInApp'
  | 'twentyFourPriorEmail'
  | 'twentyFourPriorInApp'
  | 'changedAlertsEmail'
  | 'changedAlertsInApp'
  | 'endTripEmergencyContactEmail';

export interface NotificationSettingsFormProps {
  /** The saved settings. */
  value: NotificationSettings;
  /** Called when a switch is flipped, with its field name and new state; the app saves it and passes the new `value`. */
  onToggle: (fieldName: NotificationFieldName, value: boolean) => void;
  /** The field being saved: its switch shows a spinner and cannot be flipped again meanwhile. */
  pending?: NotificationFieldName | null;
  /** The save failure (the server's error text). */
  error?: string;
}

type Channel = 'Email' | 'InApp';

interface Row {
  label: string;
  channels: readonly { channel: Channel; field: NotificationFieldName; checked: (value: NotificationSettings) => boolean }[];
}

/** The settings in the spec's order, with their toggle-alert field names. */
const rows: readonly Row[] = [
  {
    label: '48 hours before',
    channels: [
      { channel: 'Email', field: 'fortyEightPriorEmail', checked: (value) => value.fortyEightPrior.Email },
      { channel: 'InApp', field: 'fortyEightPriorInApp', checked: (value) => value.fortyEightPrior.InApp },
    ],
  },
  {
    label: '24 hours before',
    channels: [
      { channel: 'Email', field: 'twentyFourPriorEmail', checked: (value) => value.twentyFourPrior.Email },
      { channel: 'InApp', field: 'twentyFourPriorInApp', checked: (value) => value.twentyFourPrior.InApp },
    ],
  },
  {
    label: 'Changed alerts',
    channels: [
      { channel: 'Email', field: 'changedAlertsEmail', checked: (value) => value.changedAlerts.Email },
      { channel: 'InApp', field: 'changedAlertsInApp', checked: (value) => value.changedAlerts.InApp },
    ],
  },
  {
    label: 'End of trip: email my emergency contact',
    channels: [
      {
        channel: 'Email',
        field: 'endTripEmergencyContactEmail',
        checked: (value) => value.endTripEmergencyContact.Email,
      },
    ],
  },
];

const channelLabel: Record<Channel, string> = { Email: 'Email', InApp: 'In app' };

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const List = styled.div`
  display: grid;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Setting = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 0;

  & + & {
    border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};
  }

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Legend = styled.legend`
  float: left;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Channels = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, ${({ theme }) => theme.sizes.tile}));
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The notification settings (spec part 2 §3): for 48 hours before, 24 hours
 * before and changed alerts an Email and an In app switch, and the end-of-trip
 * email to the emergency contact. Each flip is saved at once by the app.
 */
export function NotificationSettingsForm({ value, onToggle, pending = null, error }: NotificationSettingsFormProps) {
  return (
    <Root>
      <FormError>{error}</FormError>
      <List>
        {rows.map((row) => (
          <Setting key={row.label}>
            <Legend>{row.label}</Legend>
            <Channels>
              {row.channels.map(({ channel, field, checked }) => (
                <Switch
                  key={field}
                  name={field}
                  label={channelLabel[channel]}
                  checked={checked(value)}
                  pending={pending === field}
                  onCheckedChange={(next) => onToggle(field, next)}
                />
              ))}
            </Channels>
          </Setting>
        ))}
      </List>
    </Root>
  );
}
