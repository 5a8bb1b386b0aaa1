import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';

/** A card of My Custom Tracks: the contract's `CustomTrackSummary` with the app's texts. */
export interface MyCustomTracksItem {
  id: number;
  title: string;
  /** 'Last edited DD/MM/YYYY'. */
  lastEdited: string;
  /** e.g. '12.35 km'. */
  distance: string;
}

interface MyCustomTracksCardProps {
  track: MyCustomTracksItem;
  href: string;
  editHref: string;
  onShare: () => void;
  onDelete: () => void;
}

/** One custom track: its page behind the title, then share, edit and delete. */
export function MyCustomTracksCard({ track, href, editHref, onShare, onDelete }: MyCustomTracksCardProps) {
  return (
    <Card>
      <Title href={href}>{track.title}</Title>
      <Facts>
        {track.distance} · {track.lastEdited}
      </Facts>
      <Actions>
        <Button variant="ghost" size="sm" onClick={onShare} aria-label={`Share ${track.title}`}>
          <PlanIcon name="share" size="sm" />
          Share
        </Button>
        <Button variant="ghost" size="sm" href={editHref} aria-label={`Edit ${track.title}`}>
          <PlanIcon name="edit" size="sm" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${track.title}`}>
          <PlanIcon name="trash" size="sm" />
          Delete
        </Button>
      </Actions>
    </Card>
  );
}

const Card = styled.li`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Title = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;
