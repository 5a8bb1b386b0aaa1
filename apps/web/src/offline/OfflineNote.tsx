import styled from 'styled-components';

/** Pages that could not load offline say why rather than showing an empty state that would read as 'no alerts'. */
export const OFFLINE_ALERTS_MISSING = 'You are offline, and no alerts for this place were saved on this device.';
export const OFFLINE_FORECAST_MISSING = 'You are offline, and no forecast for this place was saved on this device.';

/**
 * What a page read offline says about its data: how old it is ('Alerts as of 2 hours
 * ago'), that none was kept, or that edits wait on the device. Give it role="status".
 */
export const OfflineNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionSoft};
  color: ${({ theme }) => theme.colors.text};
`;
