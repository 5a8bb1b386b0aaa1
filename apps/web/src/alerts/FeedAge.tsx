import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '../app/stores.tsx';

export interface FeedAgeProps {
  /** 'Alerts as of 2 hours ago'; null when the age is not known. */
  age: string | null;
  /** The last load had no answer. */
  failed: boolean;
  /** What to say offline when nothing was kept on the device. */
  missing: string;
}

/**
 * Offline, above alerts or a forecast: how old the copy shown is, or that there is none
 * on the device (rather than an empty state that would read as 'no alerts'). Online it
 * shows nothing: the feeds' own stale notes say when a provider has not answered.
 */
export const FeedAge = observer(function FeedAge({ age, failed, missing }: FeedAgeProps) {
  const { connectivity } = useStores();
  if (!connectivity.offline) return null;
  if (failed) return <Note role="status">{missing}</Note>;
  return age ? <Note role="status">{age}</Note> : null;
});

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionSoft};
  color: ${({ theme }) => theme.colors.text};
`;
