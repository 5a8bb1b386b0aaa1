import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DeliveryNotice } from '../DeliveryNotice/DeliveryNotice.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/Icon.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import {
  TrackTileCard,
  TrackTileMedia,
  TrackTilePlace,
  TrackTileThumbnail,
  TrackTileTitle,
  TrackTileTitleLink,
  trackTilePlaceLine,
} from '../TrackTile/TrackTileParts.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { formatPlanDateRange } from '../format/planFormat.ts';
import type { PlanDates } from '../format/planFormat.ts';

/** How the viewer stands to a plan: its owner, a group member yet to answer, one who accepted, or a link holder. */
export type PlanAcceptance = 'owner' | 'pending' | 'accepted' | 'viewer';

/** Where a plan goes, as far as a tile shows it (the contract's `PlanLocation` fits). */
export interface PlanTileLocation {
  title: string;
  /** 'Track', 'Hut', 'Campsite' or 'Custom Track'. */
  type: string;
  /** Places (park, area), most specific first. */
  locations: readonly { title: string }[];
  regions: readonly { title: string }[];
  /** Remote image URL; a landscape illustration shows when null. */
  thumbnail: string | null;
}

/** A plan in a list: the contract's `PlanSummary` (and `Plan`) fit as they are. */
export interface PlanTileItem {
  id: string;
  /** The custom trip name, else the location's title. */
  title: string;
  location: PlanTileLocation;
  /** Null for a draft without dates. */
  date: PlanDates | null;
  is_published: boolean;
  /** The plan has group members with accounts, or the viewer is one. */
  isShared: boolean;
  /** The viewer is a group member who has not accepted yet. */
  isPendingInvitation: boolean;
  acceptanceState: PlanAcceptance;
}

/** A trip's state as its tile marks it: the trip status's label and tone ('Overdue' is danger). */
export interface PlanTileStatus {
  label: string;
  tone: 'neutral' | 'info' | 'warning' | 'danger' | 'ok';
}

/** The confirmation before the owner deletes a trip (spec part 2 §5). */
export const DELETE_TRIP_QUESTION = 'Are you sure you want to delete this trip?';
/** The confirmation before a group member declines a shared plan (spec part 2 §5). */
export const DECLINE_PLAN_QUESTION =
  'Are you sure you want to stop this plan from being shared with you? This will not delete the original plan';

export interface PlanTileProps {
  /** The plan (a `PlanSummary` fits). */
  plan: PlanTileItem;
  /** Where the tile leads: the plan editor, or the read-only plan for completed and others' plans (spec part 2 §4). */
  href: string;
  /** How far away the trip is, worked out by the app: '3 days to go', '2 days ago', 'Started 5 hours ago'. */
  timeToGo?: string;
  /** The trip's state (from its status); without it a plan that is not published is marked 'Draft'. */
  status?: PlanTileStatus | undefined;
  /**
   * Mail the plan sent that could not be delivered, worded by the app ("We could not
   * deliver your plan to Hine…: check the address"); shown under the dates.
   */
  notices?: readonly string[] | undefined;
  /**
   * The owner confirmed deleting the trip. Shown to the owner only; the app removes
   * the tile at once.
   */
  onDelete?: () => void;
  /** A group member confirmed declining the plan. Shown to group members only. */
  onDecline?: () => void;
  /**
   * Level of the title heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * How the browser loads the photo.
   * @default 'lazy'
   */
  imageLoading?: 'lazy' | 'eager';
}

const typeIcon: Record<string, IconName> = { Track: 'track', Hut: 'hut', Campsite: 'campsite', 'Custom Track': 'map' };

/** The icon of a plan's kind of location ('Track', 'Hut', 'Campsite', 'Custom Track'). */
export function planLocationIcon(type: string): IconName {
  return typeIcon[type] ?? 'track';
}
const headingTag = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Eyebrow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const TypeLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Pill = styled.span<{ $tone: 'accent' | PlanTileStatus['tone'] }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    $tone === 'accent' || $tone === 'info'
      ? theme.colors.accentSoft
      : $tone === 'danger'
        ? theme.colors.dangerSoft
        : $tone === 'warning'
          ? theme.colors.warningSoft
          : $tone === 'ok'
            ? theme.colors.primarySoft
            : theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) =>
    $tone === 'accent' || $tone === 'info' ? theme.colors.accentHover : $tone === 'danger' ? theme.colors.danger : $tone === 'ok' ? theme.colors.primary : theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-transform: none;
  letter-spacing: ${({ theme }) => theme.letterSpacings.normal};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;
`;

const Fact = styled.li<{ $strong?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.semibold : theme.fontWeights.regular)};

  > svg {
    margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSm}) / 2);
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Sits above the stretched title link, so the button takes its own clicks. */
const Footer = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  justify-content: flex-end;
`;

function placeOf(plan: PlanTileItem): string {
  const where = trackTilePlaceLine(plan.location);
  if (plan.title === plan.location.title) return where;
  return where ? `${plan.location.title} · ${where}` : plan.location.title;
}

/**
 * One trip plan in My Walks: the location's photo, title (linking to the plan), where,
 * the dates ('DD MMM YYYY'), how far away it is, and markers for drafts, shared plans
 * and pending invitations. The owner may delete it, a group member decline it, each
 * after a confirmation.
 */
export function PlanTile({
  plan,
  href,
  timeToGo,
  status,
  notices,
  onDelete,
  onDecline,
  headingLevel = 3,
  imageLoading = 'lazy',
}: PlanTileProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const owner = plan.acceptanceState === 'owner';
  const remove = owner ? onDelete : onDecline;
  const place = placeOf(plan);
  return (
    <TrackTileCard $layout="list">
      <TrackTileMedia $layout="list">
        <TrackTileThumbnail src={plan.location.thumbnail} alt={plan.location.title} loading={imageLoading} />
      </TrackTileMedia>
      <Body>
        <Eyebrow>
          <TypeLabel>
            <Icon name={planLocationIcon(plan.location.type)} size="sm" />
            {plan.location.type}
          </TypeLabel>
          {status ? <Pill $tone={status.tone}>{status.label}</Pill> : plan.is_published ? null : <Pill $tone="neutral">Draft</Pill>}
          {plan.isPendingInvitation ? (
            <Pill $tone="accent">
              <PlanIcon name="mail" size="sm" />
              Invitation
            </Pill>
          ) : null}
          {plan.isShared ? (
            <Pill $tone="neutral">
              <PlanIcon name="share" size="sm" />
              Shared
            </Pill>
          ) : null}
        </Eyebrow>
        <TrackTileTitle as={headingTag[headingLevel]} id={titleId}>
          <TrackTileTitleLink href={href}>{plan.title}</TrackTileTitleLink>
        </TrackTileTitle>
        {place ? (
          <TrackTilePlace>
            <WalkIcon name="pin" size="sm" />
            {place}
          </TrackTilePlace>
        ) : null}
        <Facts>
          <Fact>
            <WalkIcon name="calendar" size="sm" />
            <span>
              <VisuallyHidden>Dates: </VisuallyHidden>
              {plan.date ? formatPlanDateRange(plan.date) : 'No dates yet'}
            </span>
          </Fact>
          {timeToGo ? (
            <Fact $strong>
              <WalkIcon name="clock" size="sm" />
              {timeToGo}
            </Fact>
          ) : null}
        </Facts>
        {notices && notices.length > 0 ? <DeliveryNotice notices={notices} variant="compact" /> : null}
        {remove ? (
          <Footer>
            <Button variant="ghost" size="sm" aria-describedby={titleId} onClick={() => setConfirming(true)}>
              <PlanIcon name="trash" size="sm" />
              {owner ? 'Delete' : 'Decline'}
            </Button>
          </Footer>
        ) : null}
      </Body>
      {remove ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={owner ? DELETE_TRIP_QUESTION : DECLINE_PLAN_QUESTION}
          confirmLabel={owner ? 'Delete trip' : 'Decline'}
          onConfirm={() => {
            setConfirming(false);
            remove();
          }}
        />
      ) : null}
    </TrackTileCard>
  );
}
