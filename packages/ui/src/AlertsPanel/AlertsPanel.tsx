import styled from 'styled-components';
import { Accordion } from '../Accordion/Accordion.tsx';
import { AvalancheAdvisoryCard, type AvalancheAdvisoryItem } from '../AvalancheAdvisoryCard/AvalancheAdvisoryCard.tsx';
import { FeedHtml } from '../FeedHtml/FeedHtml.tsx';
import { formatPlanDay } from '../format/planFormat.ts';
import { formatUpdatedAt } from '../format/forecastFormat.ts';
import { SampleDataTag } from '../SampleDataTag/SampleDataTag.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { WeatherWarnings, type WarningGroupItem } from '../WeatherWarnings/WeatherWarnings.tsx';

/** A site or closure notice. */
export interface SiteNoticeItem {
  title: string;
  /** Sanitised by the server. */
  contentHtml: string;
}

/** An alert of the Department of Conservation about the place, or a hut or campsite on it. */
export interface DocAlertItem {
  id: string;
  heading: string;
  /** Sanitised by the server. */
  detailHtml: string;
  place: string;
  /** 'YYYY-MM-DD' DOC posted it. */
  date: string | null;
  sample: boolean;
}

export interface AlertsPanelProps {
  /** Until the first answer. */
  loading: boolean;
  site: readonly SiteNoticeItem[];
  closed: readonly SiteNoticeItem[];
  warnings: readonly WarningGroupItem[];
  doc: readonly DocAlertItem[];
  avalanche: readonly AvalancheAdvisoryItem[];
  /** Feeds whose providers have not answered lately, with the age of the copy shown; `since` null: never answered, nothing from it is shown. */
  staleFeeds?: ReadonlyArray<{ name: string; since: string | null }>;
  /** Every alert is sample data (FEEDS=sample). @default false */
  sample?: boolean;
  /** Section headings' level. @default 2 */
  headingLevel?: 2 | 3;
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const SectionTitle = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Meta = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const ClosedRoot = styled(Accordion.Root)`
  border-color: ${({ theme }) => theme.colors.danger};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  text-align: center;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionSoft};
`;

const Credits = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

function Notices({ notices, closed, headingLevel }: { notices: readonly SiteNoticeItem[]; closed: boolean; headingLevel: 2 | 3 }) {
  const Root = closed ? ClosedRoot : Accordion.Root;
  return (
    <Root type="multiple" defaultValue={closed ? notices.map((_, i) => String(i)) : []}>
      {notices.map((notice, i) => (
        <Accordion.Item key={`${notice.title}-${i}`} value={String(i)}>
          <Accordion.Trigger headingLevel={headingLevel}>{notice.title}</Accordion.Trigger>
          <Accordion.Content>
            <Body>
              <FeedHtml html={notice.contentHtml} />
            </Body>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Root>
  );
}

/**
 * The alerts page's body (spec part 2 §2): site and closure notices, MetService's
 * warnings grouped red, orange, yellow, DOC's alerts, and avalanche advisories, in
 * that order; the empty state; the age of any feed that has not answered lately, or that
 * it has never answered (its alerts are missing, not absent); and the sources' credits.
 */
export function AlertsPanel({ loading, site, closed, warnings, doc, avalanche, staleFeeds = [], sample = false, headingLevel = 2 }: AlertsPanelProps) {
  if (loading) {
    return (
      <Panel role="status" aria-live="polite">
        <p>Loading alerts...</p>
        <Skeleton height="4rem" radius="lg" />
        <Skeleton height="4rem" radius="lg" />
      </Panel>
    );
  }
  const empty = site.length + closed.length + warnings.length + doc.length + avalanche.length === 0;
  const heading = `h${headingLevel}` as const;
  return (
    <Panel>
      {staleFeeds.map((feed) => (
        <Note key={feed.name} role="note">
          {feed.since ? `${feed.name} has not answered lately: these alerts are from ${formatUpdatedAt(feed.since)}.` : `${feed.name} has not answered yet, so its alerts cannot be shown.`}
        </Note>
      ))}
      {empty ? (
        <Empty>
          <SectionTitle as={heading}>No alerts available for your trip dates</SectionTitle>
          <p>If you save your planned trip, we will send you a notification if an alert becomes available.</p>
        </Empty>
      ) : null}
      {closed.length + site.length > 0 ? (
        <Section aria-label="Site alerts">
          {closed.length > 0 ? <Notices notices={closed} closed headingLevel={headingLevel} /> : null}
          {site.length > 0 ? <Notices notices={site} closed={false} headingLevel={headingLevel} /> : null}
        </Section>
      ) : null}
      {warnings.length > 0 ? (
        <Section aria-label="Weather warnings">
          <SectionTitle as={heading}>Weather warnings {sample ? <SampleDataTag /> : null}</SectionTitle>
          <WeatherWarnings groups={warnings} headingLevel={(headingLevel + 1) as 3 | 4} />
        </Section>
      ) : null}
      {doc.length > 0 ? (
        <Section aria-label="Department of Conservation alerts">
          <SectionTitle as={heading}>Department of Conservation alerts {sample ? <SampleDataTag /> : null}</SectionTitle>
          <Accordion.Root type="multiple">
            {doc.map((alert) => (
              <Accordion.Item key={alert.id} value={alert.id}>
                <Accordion.Trigger headingLevel={(headingLevel + 1) as 3 | 4}>
                  <span>
                    {alert.heading}
                    <Meta>
                      {alert.place}
                      {alert.date ? ` · ${formatPlanDay(alert.date)}` : ''}
                    </Meta>
                  </span>
                </Accordion.Trigger>
                <Accordion.Content>
                  <Body>
                    <FeedHtml html={alert.detailHtml} />
                  </Body>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Section>
      ) : null}
      {avalanche.length > 0 ? (
        <Section aria-label="Avalanche advisories">
          <SectionTitle as={heading}>Avalanche advisories</SectionTitle>
          {avalanche.map((advisory) => (
            <AvalancheAdvisoryCard key={advisory.id} advisory={advisory} headingLevel={(headingLevel + 1) as 3 | 4} />
          ))}
        </Section>
      ) : null}
      <Credits>
        Weather warnings from{' '}
        <a href="https://www.metservice.com/warnings/home" target="_blank" rel="noopener noreferrer">
          MetService
        </a>{' '}
        (CC BY 4.0); avalanche advisories from the{' '}
        <a href="https://www.avalanche.net.nz/" target="_blank" rel="noopener noreferrer">
          NZ Avalanche Advisory
        </a>
        ; alerts from the Department of Conservation.
      </Credits>
    </Panel>
  );
}
