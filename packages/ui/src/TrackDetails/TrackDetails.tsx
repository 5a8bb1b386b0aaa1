import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import type { PlaceType } from '../TrackTile/TrackTile.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import type { WalkIconName } from '../WalkIcon/WalkIcon.tsx';
import { bunkLabel, formatCount, formatDistance, trackTypeLabel } from '../format/format.ts';
import { focusRing } from '../theme/mixins.ts';

/** "Description has a 'Read more' above about 120 px" (spec part 1 §2, part 2 §9). */
export const READ_MORE_THRESHOLD_PX = 120;

/** A hut or campsite near the location: fields of the API's `SearchResultItem`. */
export interface TrackDetailsNearbyPlace {
  id: number;
  type: PlaceType;
  slug: string;
  title: string;
  is_closed: boolean;
  number_of_bunks: number | null;
}

/**
 * What the details show of a location: fields of the API's `Location` (same
 * names and nullability), so the loaded location can be passed as it is.
 */
export interface TrackDetailsLocation {
  type: PlaceType;
  title: string;
  /** Plain text; blank lines separate paragraphs. */
  introduction: string | null;
  /** Length in km (tracks). */
  distance: number | null;
  track_type: string | null;
  walking_duration: string | null;
  /** Easiest first; the first is shown, 'UNKNOWN' when empty (tracks). */
  difficulty: readonly { title: string }[];
  wheelchair_friendly: boolean | null;
  dogs_allowed: boolean | null;
  /** DOC's dog rule in words. */
  dogs_allowed_information: string | null;
  /** Huts. */
  number_of_bunks: number | null;
  /** Huts and campsites. */
  bookable: boolean | null;
  /** DOC's page for the location. */
  info_link: string | null;
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

const Clamp = styled.div<{ $clamped: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
  overflow-wrap: anywhere;

  ${({ $clamped }) =>
    $clamped &&
    css`
      max-height: ${READ_MORE_THRESHOLD_PX}px;
      overflow: hidden;
      /* Fade the last line out, so the cut reads as "more below". */
      mask-image: linear-gradient(to bottom, black 60%, transparent);
    `}
`;

const ToggleButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.sizes.tile} * 1.5), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Fact = styled.div<{ $wide?: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $wide }) =>
    $wide &&
    css`
      grid-column: 1 / -1;
    `}

  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};

    svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  }

  dd {
    margin: 0;
    padding-left: calc(${({ theme }) => theme.sizes.iconMd} + ${({ theme }) => theme.space.xs});
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const FactNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:focus-visible {
    ${focusRing}
  }
`;

/** Server HTML (already sanitised by the caller) in the body text style. */
const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: anywhere;

  > * + * {
    margin-top: ${({ theme }) => theme.space.sm};
  }

  h2,
  h3,
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul,
  ol {
    margin-bottom: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const NearbyList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NearbyLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const NearbyMeta = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  white-space: nowrap;
`;

const ClosedText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

interface ReadMoreProps {
  text: string;
}

/** Plain text in paragraphs, clamped to the threshold with a 'Read more' toggle when it overflows. */
function ReadMore({ text }: ReadMoreProps) {
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return undefined;
    // scrollHeight is the full height even while clamped.
    const measure = () => setOverflows(content.scrollHeight > READ_MORE_THRESHOLD_PX + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [text]);

  return (
    <>
      <Clamp ref={contentRef} id={contentId} $clamped={overflows && !expanded}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
      </Clamp>
      {overflows ? (
        <ToggleButton
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Read less' : 'Read more'}
        </ToggleButton>
      ) : null}
    </>
  );
}

interface FactRow {
  key: string;
  icon: WalkIconName | 'track' | 'hut';
  term: string;
  value: ReactNode;
  note?: string | null;
  wide?: boolean;
}

function yesNo(value: boolean) {
  return value ? 'Yes' : 'No';
}

function factsOf(location: TrackDetailsLocation, sharedUse: string | null | undefined): FactRow[] {
  const facts: FactRow[] = [];
  if (location.type === 'Track') {
    if (location.distance !== null) {
      facts.push({ key: 'distance', icon: 'distance', term: 'Distance', value: formatDistance(location.distance) });
    }
    facts.push({ key: 'type', icon: 'track', term: 'Track type', value: trackTypeLabel(location.track_type) });
    if (location.walking_duration) {
      facts.push({ key: 'duration', icon: 'clock', term: 'Walking duration', value: location.walking_duration });
    }
    facts.push({
      key: 'difficulty',
      icon: 'difficulty',
      term: 'Difficulty',
      value: location.difficulty[0]?.title ?? 'UNKNOWN',
    });
  }
  if (location.type === 'Hut' && location.number_of_bunks !== null) {
    facts.push({ key: 'bunks', icon: 'bed', term: 'Beds', value: bunkLabel(location.number_of_bunks) });
  }
  if (location.type !== 'Track' && location.bookable !== null) {
    const text = location.bookable ? 'Bookings required' : 'Bookings not required';
    facts.push({
      key: 'booking',
      icon: 'calendar',
      term: 'Bookings',
      value: location.info_link ? (
        <ExternalLink href={location.info_link} target="_blank" rel="noopener noreferrer">
          {text}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          <Icon name="externalLink" size="sm" />
        </ExternalLink>
      ) : (
        text
      ),
    });
  }
  if (location.wheelchair_friendly !== null) {
    facts.push({
      key: 'wheelchair',
      icon: 'wheelchair',
      term: 'Wheelchair friendly',
      value: yesNo(location.wheelchair_friendly),
    });
  }
  if (location.dogs_allowed !== null || location.dogs_allowed_information) {
    facts.push({
      key: 'dogs',
      icon: 'dog',
      term: 'Dogs allowed',
      value: location.dogs_allowed === null ? location.dogs_allowed_information : yesNo(location.dogs_allowed),
      note: location.dogs_allowed === null ? null : location.dogs_allowed_information,
      wide: Boolean(location.dogs_allowed_information),
    });
  }
  if (sharedUse) facts.push({ key: 'shared', icon: 'info', term: 'Shared use', value: sharedUse, wide: true });
  return facts;
}

const typeIcon = { Track: 'track', Hut: 'hut', Campsite: 'campsite' } as const;

interface NearbySectionProps {
  title: string;
  places: readonly TrackDetailsNearbyPlace[];
  hrefFor: (place: TrackDetailsNearbyPlace) => string;
}

function NearbySection({ title, places, hrefFor }: NearbySectionProps) {
  return (
    <Section>
      <SectionTitle>{title}</SectionTitle>
      <NearbyList>
        {places.map((place) => (
          <li key={place.id}>
            <NearbyLink href={hrefFor(place)}>
              <Icon name={typeIcon[place.type]} size="sm" />
              <span>
                {place.title}
                {place.is_closed ? (
                  <>
                    {' '}
                    <ClosedText>- CLOSED</ClosedText>
                  </>
                ) : null}
              </span>
              {place.number_of_bunks !== null ? <NearbyMeta>{bunkLabel(place.number_of_bunks)}</NearbyMeta> : null}
            </NearbyLink>
          </li>
        ))}
      </NearbyList>
    </Section>
  );
}

interface HtmlSectionProps {
  title: string;
  html: string;
}

function HtmlSection({ title, html }: HtmlSectionProps) {
  return (
    <Section>
      <SectionTitle>{title}</SectionTitle>
      {/* The caller sanitises (see TrackDetailsProps). */}
      <Prose dangerouslySetInnerHTML={{ __html: html }} />
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
}: TrackDetailsProps) {
  const kind = location.type.toLowerCase();
  const facts = factsOf(location, sharedUse);

  return (
    <Root>
      {alertCount > 0 && alertsHref ? (
        <AlertLink href={alertsHref}>
          <Icon name="alert" />
          {`View ${formatCount(alertCount, 'alert', 'alerts')} for this ${kind}`}
          <Icon name="arrowRight" size="sm" />
        </AlertLink>
      ) : null}
      {location.introduction ? <ReadMore text={location.introduction} /> : null}
      {description ? (
        <Section>
          <SectionTitle>Description</SectionTitle>
          <ReadMore text={description} />
        </Section>
      ) : null}
      {facts.length > 0 ? (
        <Section>
          <SectionTitle>{`${location.type} details`}</SectionTitle>
          <Facts>
            {facts.map((fact) => (
              <Fact key={fact.key} $wide={fact.wide}>
                <dt>
                  {fact.icon === 'track' || fact.icon === 'hut' ? (
                    <Icon name={fact.icon} />
                  ) : (
                    <WalkIcon name={fact.icon} />
                  )}
                  {fact.term}
                </dt>
                <dd>
                  {fact.value}
                  {fact.note ? <FactNote>{fact.note}</FactNote> : null}
                </dd>
              </Fact>
            ))}
          </Facts>
        </Section>
      ) : null}
      {video ? (
        <Section>
          <SectionTitle>Video</SectionTitle>
          <ExternalLink href={video.url} target="_blank" rel="noopener noreferrer">
            <WalkIcon name="video" />
            {`Watch on ${video.provider}`}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </ExternalLink>
        </Section>
      ) : null}
      {essentialPreparationHtml ? <HtmlSection title="Essential preparation" html={essentialPreparationHtml} /> : null}
      {weatherConditionsHtml ? <HtmlSection title="Weather conditions" html={weatherConditionsHtml} /> : null}
      {location.huts.length > 0 ? (
        <NearbySection title="Huts nearby" places={location.huts} hrefFor={nearbyHref} />
      ) : null}
      {location.campsites.length > 0 ? (
        <NearbySection title="Campsites nearby" places={location.campsites} hrefFor={nearbyHref} />
      ) : null}
    </Root>
  );
}
