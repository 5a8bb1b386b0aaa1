import { memo } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { TrackFacts } from '../TrackFacts/TrackFacts.tsx';
import { placeFacts, type FactsPlace } from '../TrackFacts/placeFacts.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { formatCount } from '../format/format.ts';
import type { PlaceType } from '../place/placeType.ts';
import { focusRing } from '../theme/mixins.ts';
import { TrackDetailsHtml } from './TrackDetailsHtml.tsx';
import { TrackDetailsNearby } from './TrackDetailsNearby.tsx';
import type { TrackDetailsNearbyPlace } from './TrackDetailsNearby.tsx';
import { TrackDetailsReadMore } from './TrackDetailsReadMore.tsx';

export { READ_MORE_THRESHOLD_PX } from './TrackDetailsReadMore.tsx';
export type { TrackDetailsNearbyPlace } from './TrackDetailsNearby.tsx';

/**
 * What the details show of a location: fields of the API's `Location` (same
 * names and nullability), so the loaded location can be passed as it is.
 */
export interface TrackDetailsLocation extends FactsPlace {
  type: PlaceType;
  title: string;
  /** Plain text; blank lines separate paragraphs. */
  introduction: string | null;
  wheelchair_friendly: boolean | null;
  dogs_allowed: boolean | null;
  dogs_allowed_information: string | null;
  /** Huts on or near the location, nearest first. */
  huts: readonly TrackDetailsNearbyPlace[];
  /** Campsites on or near the location, nearest first. */
  campsites: readonly TrackDetailsNearbyPlace[];
}

/** A video about the track. */
export interface TrackDetailsVideo {
  /** Who hosts it, e.g. 'YouTube'. */
  provider: string;
  url: string;
}

export interface TrackDetailsProps {
  /** The track, hut, campsite or custom track (an API `Location` fits). */
  location: TrackDetailsLocation;
  /** The page of a nearby hut or campsite, e.g. `/huts/{slug}`. */
  nearbyHref: (place: TrackDetailsNearbyPlace) => string;
  /** A custom track's description (plain text), clamped with 'Read more'. */
  description?: string | null;
  /** Who else uses the track (e.g. 'Shared with mountain bikers'). */
  sharedUse?: string | null;
  /** A video about the track: a link to it. */
  video?: TrackDetailsVideo | null;
  /**
   * Essential preparation as HTML. Rendered as it is: callers must pass HTML
   * that is already sanitised (e.g. with DOMPurify), never raw server text.
   */
  essentialPreparationHtml?: string | null;
  /**
   * Weather conditions as HTML. Rendered as it is: callers must pass HTML that is
   * already sanitised (e.g. with DOMPurify), never raw server text.
   */
  weatherConditionsHtml?: string | null;
  /**
   * Current alerts for the location; above 0 (with `alertsHref`) a link to them shows.
   * @default 0
   */
  alertCount?: number;
  /** The location's alerts page, e.g. `/tracks/{slug}/alerts` (track-alerts). */
  alertsHref?: string;
  /** The reviews block (`TrackReviews`), last on the page. */
  reviews?: ReactNode;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.container};
`;

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const AlertLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  > svg:first-child {
    color: ${({ theme }) => theme.colors.warning};
  }

  > svg:last-child {
    margin-left: auto;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** The video link, opened in a new tab. */
const VideoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:focus-visible {
    ${focusRing}
  }
`;

interface HtmlSectionProps {
  title: string;
  html: string;
}

function HtmlSection({ title, html }: HtmlSectionProps) {
  return (
    <Section>
      <SectionTitle>{title}</SectionTitle>
      <TrackDetailsHtml html={html} />
    </Section>
  );
}

/**
 * The content of a location's details page: the alerts link when there are
 * alerts, the introduction and (custom tracks) description with 'Read more' above
 * 120 px, the facts (distance, track type, walking duration, difficulty, bunks,
 * bookings, wheelchair, dogs, shared use), the video link, essential preparation
 * and weather conditions (HTML), and the huts and campsites nearby. The reviews
 * block is composed by the page after it.
 */
export function TrackDetails({
  location,
  nearbyHref,
  description,
  sharedUse,
  video,
  essentialPreparationHtml,
  weatherConditionsHtml,
  alertCount = 0,
  alertsHref,
  reviews,
}: TrackDetailsProps) {
  const kind = location.type.toLowerCase();

  return (
    <Root>
      {alertCount > 0 && alertsHref ? (
        <AlertLink href={alertsHref}>
          <Icon name="alert" />
          {`View ${formatCount(alertCount, 'alert', 'alerts')} for this ${kind}`}
          <Icon name="arrowRight" size="sm" />
        </AlertLink>
      ) : null}
      {location.introduction ? <TrackDetailsReadMore text={location.introduction} /> : null}
      {description ? (
        <Section>
          <SectionTitle>Description</SectionTitle>
          <TrackDetailsReadMore text={description} />
        </Section>
      ) : null}
      <PlaceFacts
        location={location}
        nearbyHref={nearbyHref}
        sharedUse={sharedUse}
        video={video}
        essentialPreparationHtml={essentialPreparationHtml}
        weatherConditionsHtml={weatherConditionsHtml}
      />
      {reviews}
    </Root>
  );
}

type PlaceFactsProps = Pick<
  TrackDetailsProps,
  'location' | 'nearbyHref' | 'sharedUse' | 'video' | 'essentialPreparationHtml' | 'weatherConditionsHtml'
>;

/**
 * The details after the introduction: facts, video, preparation, weather, nearby places.
 * Memoised: when the alert count arrives (with the plan's code, after the page is drawn)
 * these are not drawn again.
 */
const PlaceFacts = memo(function PlaceFacts({
  location,
  nearbyHref,
  sharedUse,
  video,
  essentialPreparationHtml,
  weatherConditionsHtml,
}: PlaceFactsProps) {
  const facts = placeFacts(location, 'full', sharedUse);
  return (
    <>
      {facts.length > 0 ? (
        <Section>
          <SectionTitle>{`${location.type} details`}</SectionTitle>
          <TrackFacts facts={facts} layout="grid" />
        </Section>
      ) : null}
      {video ? (
        <Section>
          <SectionTitle>Video</SectionTitle>
          <VideoLink href={video.url} target="_blank" rel="noopener noreferrer">
            <WalkIcon name="video" />
            {`Watch on ${video.provider}`}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </VideoLink>
        </Section>
      ) : null}
      {essentialPreparationHtml ? <HtmlSection title="Essential preparation" html={essentialPreparationHtml} /> : null}
      {weatherConditionsHtml ? <HtmlSection title="Weather conditions" html={weatherConditionsHtml} /> : null}
      {location.huts.length > 0 ? (
        <Section>
          <SectionTitle>Huts nearby</SectionTitle>
          <TrackDetailsNearby places={location.huts} hrefFor={nearbyHref} />
        </Section>
      ) : null}
      {location.campsites.length > 0 ? (
        <Section>
          <SectionTitle>Campsites nearby</SectionTitle>
          <TrackDetailsNearby places={location.campsites} hrefFor={nearbyHref} />
        </Section>
      ) : null}
    </>
  );
});
