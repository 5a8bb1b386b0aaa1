import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ContactCard } from '../ContactCard/ContactCard.tsx';
import type { ContactCardContact } from '../ContactCard/ContactCard.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { planLocationIcon } from '../PlanTile/PlanTile.tsx';
import type { PlanTileItem } from '../PlanTile/PlanTile.tsx';
import { TrackTileThumbnail, trackTilePlaceLine } from '../TrackTile/TrackTileParts.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { formatPlanDateRange } from '../format/planFormat.ts';
import { ReadonlyPlanDetails } from './ReadonlyPlanDetails.tsx';
import type { ReadonlyPlanDay } from './ReadonlyPlanDetails.tsx';
import { ReadonlyPlanDocuments } from './ReadonlyPlanDocuments.tsx';
import { ReadonlyPlanGear } from './ReadonlyPlanGear.tsx';
import type { ReadonlyPlanGearList } from './ReadonlyPlanGear.tsx';
import type { ReadonlyPlanAttachment } from './ReadonlyPlanDocuments.tsx';
import { ReadonlyPlanInvitation } from './ReadonlyPlanInvitation.tsx';
import { ReadonlyPlanEmpty, ReadonlyPlanHeading, ReadonlyPlanList, ReadonlyPlanSection } from './ReadonlyPlanParts.ts';
import { ReadonlyPlanSkeleton } from './ReadonlyPlanSkeleton.tsx';
import type { TripStatusBannerTone } from '../TripStatusBanner/TripStatusBanner.tsx';

/**
 * A whole plan as the read-only page shows it: the contract's `Plan` fits as it is
 * (emails of its people come only to the owner).
 */
export interface ReadonlyPlanData extends PlanTileItem {
  /** The trip planner. */
  user: { first_name: string | null };
  /** The trip planner in full, with the phone the emergency contact calls (the contract's `PlanWalker` fits). */
  walker?: { fullname: string; phone: string | null };
  /** The group members. */
  contacts: readonly ContactCardContact[];
  emergency_contact: ContactCardContact | null;
  /** One entry per day of a multi-day trip. */
  daily_plans: readonly ReadonlyPlanDay[];
  /** The trip notes (plain text). */
  note: string;
  attachments: readonly ReadonlyPlanAttachment[];
  /** The gear list with its packed ticks (the contract's `PlanGearList` fits); a plan without one shows no gear part. */
  gearList?: { list: ReadonlyPlanGearList } | null;
}

/** The texts of the page (spec part 2 §2: read-only plan). */
export const READONLY_PLAN_TEXT = {
  alone: 'The trip planner is going alone',
  noEmergencyContact: 'No emergency contact',
  loading: 'Loading the trip plan…',
} as const;

export interface ReadonlyPlanProps {
  /** The plan; null while it loads. A plan that is not found or not published is the app's to handle (not-found). */
  plan: ReadonlyPlanData | null;
  /**
   * The plan is loading: placeholders.
   * @default false
   */
  loading?: boolean;
  /** The trip's state as a mark by the place's kind ('Overdue', 'Back safely'…), from the trip's status. */
  statusLabel?: { label: string; tone: TripStatusBannerTone };
  /** Where the trip is at, first of all (a TripStatusBanner, with the walker's check-in). */
  status?: ReactNode;
  /** The plan's alerts page (plan-alerts, `/plan/{guid}/alerts`). */
  alertsHref: string;
  /** The plan's weather page (plan-weather, `/plan/{guid}/weather`). */
  weatherHref: string;
  /** The location's page; the location's name links to it when given. */
  locationHref?: string;
  /** A pending invitation was accepted: the app makes it the working plan and goes to the plan. */
  onAccept?: () => void;
  /**
   * While accepting.
   * @default false
   */
  accepting?: boolean;
  /** A pending invitation was declined after the confirmation: the app removes the viewer's link and goes to My Walks. */
  onDecline?: () => void;
  /**
   * While declining.
   * @default false
   */
  declining?: boolean;
  /** Accepting or declining failed. */
  invitationError?: string;
  /** 'Download PDF' was pressed. Without it there is no such button. */
  onDownloadPdf?: () => void;
  /**
   * While the PDF is being made and downloaded.
   * @default false
   */
  downloadingPdf?: boolean;
  /** The PDF download failed: the error, shown as an alert. */
  pdfError?: string;
  /** 'Add to calendar' (the trip as an .ics file) was pressed. Without it, or without dates, there is no such button. */
  onAddToCalendar?: () => void;
  /**
   * While the calendar file is being made and downloaded.
   * @default false
   */
  addingToCalendar?: boolean;
  /** The calendar file could not be made: the error, shown as an alert. */
  calendarError?: string;
  /**
   * Opens a document: the app fetches it with the session (a draft's documents are
   * private, and a plain link cannot carry it). Without it each document is a link.
   */
  onOpenDocument?: (id: string) => void;
  /** A document could not be opened: the error, shown as an alert under the documents. */
  documentError?: string;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Photo = styled.div`
  position: relative;
  overflow: hidden;
  height: ${({ theme }) => theme.sizes.heroLandscape};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img,
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }

  ${({ theme }) => theme.media.homeMobile} {
    height: ${({ theme }) => theme.sizes.heroLandscapeMobile};
  }
`;

const Markers = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Marker = styled.span<{ $tone?: TripStatusBannerTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    $tone === 'ok' ? theme.colors.primarySoft : $tone === 'danger' ? theme.colors.dangerSoft : $tone === 'warning' ? theme.colors.warningSoft : theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.primary : $tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.homeMobile} {
    display: grid;
  }
`;

/**
 * A published trip plan, read only (spec part 2 §2: plan-readonly): the trip details
 * (title, location, dates and times, daily plans, notes), the group members, the
 * emergency contact and the documents, with links to the plan's alerts and weather
 * and 'Download PDF'. A viewer who is not the owner reads "You've been added to this
 * trip plan" and may accept or decline a pending invitation.
 */
export function ReadonlyPlan({
  plan,
  loading = false,
  statusLabel,
  status,
  alertsHref,
  weatherHref,
  locationHref,
  onAccept,
  accepting = false,
  onDecline,
  declining = false,
  invitationError,
  onDownloadPdf,
  downloadingPdf = false,
  pdfError,
  onAddToCalendar,
  addingToCalendar = false,
  calendarError,
  onOpenDocument,
  documentError,
}: ReadonlyPlanProps) {
  const groupId = useId();
  const emergencyId = useId();
  if (loading || plan === null) {
    return (
      <Page role="status" aria-label={READONLY_PLAN_TEXT.loading} aria-busy="true">
        <ReadonlyPlanSkeleton />
      </Page>
    );
  }
  const place = trackTilePlaceLine(plan.location);
  const owner = plan.acceptanceState === 'owner';
  return (
    <Page>
      {owner ? null : (
        <ReadonlyPlanInvitation
          plannerName={plan.user.first_name}
          pending={plan.isPendingInvitation}
          onAccept={onAccept}
          onDecline={onDecline}
          accepting={accepting}
          declining={declining}
          error={invitationError}
        />
      )}
      {status}
      <Header>
        <Photo>
          <TrackTileThumbnail src={plan.location.thumbnail} alt={plan.location.title} loading="eager" />
        </Photo>
        <Markers>
          <Marker>
            <Icon name={planLocationIcon(plan.location.type)} size="sm" />
            {plan.location.type}
          </Marker>
          {statusLabel ? (
            <Marker $tone={statusLabel.tone}>
              {statusLabel.tone === 'ok' ? <WalkIcon name="checkCircle" size="sm" /> : null}
              {statusLabel.label}
            </Marker>
          ) : null}
          {plan.isShared ? (
            <Marker>
              <PlanIcon name="share" size="sm" />
              Shared
            </Marker>
          ) : null}
        </Markers>
        <Title>{plan.title}</Title>
        <Line>
          <span>
            <WalkIcon name="pin" size="sm" />
            {locationHref ? <Link href={locationHref}>{plan.location.title}</Link> : plan.location.title}
            {place ? `, ${place}` : null}
          </span>
          {plan.date ? (
            <span>
              <WalkIcon name="calendar" size="sm" />
              {formatPlanDateRange(plan.date)}
            </span>
          ) : null}
        </Line>
        <Actions>
          <Button href={alertsHref} variant="secondary">
            <Icon name="alert" size="sm" />
            View alerts
          </Button>
          <Button href={weatherHref} variant="secondary">
            <Icon name="weather" size="sm" />
            View the weather forecast
          </Button>
          {onDownloadPdf ? (
            <Button variant="ghost" onClick={onDownloadPdf} loading={downloadingPdf}>
              {downloadingPdf ? null : <Icon name="download" size="sm" />}
              Download PDF
            </Button>
          ) : null}
          {onAddToCalendar && plan.date ? (
            <Button variant="ghost" onClick={onAddToCalendar} loading={addingToCalendar}>
              {addingToCalendar ? null : <Icon name="download" size="sm" />}
              Add to calendar
            </Button>
          ) : null}
        </Actions>
        <FormError>{pdfError}</FormError>
        <FormError>{calendarError}</FormError>
      </Header>
      <ReadonlyPlanDetails
        locationTitle={plan.location.title}
        planner={plan.walker ?? (plan.user.first_name ? { fullname: plan.user.first_name, phone: null } : null)}
        date={plan.date}
        dailyPlans={plan.daily_plans}
        note={plan.note}
      />
      <ReadonlyPlanSection aria-labelledby={groupId}>
        <ReadonlyPlanHeading id={groupId}>
          <PlanIcon name="group" />
          Group members
        </ReadonlyPlanHeading>
        {plan.contacts.length > 0 ? (
          <ReadonlyPlanList>
            {plan.contacts.map((member, index) => (
              <li key={`${index}-${member.first_name}-${member.last_name}`}>
                <ContactCard contact={member} />
              </li>
            ))}
          </ReadonlyPlanList>
        ) : (
          <ReadonlyPlanEmpty>{READONLY_PLAN_TEXT.alone}</ReadonlyPlanEmpty>
        )}
      </ReadonlyPlanSection>
      <ReadonlyPlanSection aria-labelledby={emergencyId}>
        <ReadonlyPlanHeading id={emergencyId}>
          <PlanIcon name="emergency" />
          Emergency contact
        </ReadonlyPlanHeading>
        {plan.emergency_contact ? (
          <ContactCard contact={plan.emergency_contact} emergency />
        ) : (
          <ReadonlyPlanEmpty>{READONLY_PLAN_TEXT.noEmergencyContact}</ReadonlyPlanEmpty>
        )}
      </ReadonlyPlanSection>
      <ReadonlyPlanDocuments attachments={plan.attachments} onOpen={onOpenDocument} error={documentError} />
      {plan.gearList ? <ReadonlyPlanGear list={plan.gearList.list} /> : null}
    </Page>
  );
}
