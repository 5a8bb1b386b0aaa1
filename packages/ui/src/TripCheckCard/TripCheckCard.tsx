import styled, { type DefaultTheme } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { SampleDataTag } from '../SampleDataTag/SampleDataTag.tsx';

export type TripCheckCardVerdict = 'reconsider' | 'caution' | 'go' | 'incomplete';
export type TripCheckCardLevel = 'danger' | 'caution' | 'unknown' | 'ok';

export interface TripCheckCardReason {
  /** Stable key ('daylight', 'warnings', …). */
  topic: string;
  level: TripCheckCardLevel;
  /** The level in words, as the app writes it everywhere ('Danger', 'Caution', 'Not checked', 'OK'). */
  levelLabel: string;
  title: string;
  detail: string;
  /** Where the walker can act on it: 'Change your dates', 'Check your gear', … */
  actionLabel: string | null;
  actionHref: string | null;
}

export interface TripCheckCardProps {
  verdict: TripCheckCardVerdict;
  headline: string;
  reasons: readonly TripCheckCardReason[];
  /** The alerts or forecast it drew on are sample data. @default false */
  sample?: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

function tone(theme: DefaultTheme, level: TripCheckCardLevel | TripCheckCardVerdict): { strong: string; soft: string } {
  switch (level) {
    case 'danger':
    case 'reconsider':
      return { strong: theme.colors.danger, soft: theme.colors.dangerSoft };
    case 'caution':
      return { strong: theme.colors.warning, soft: theme.colors.warningSoft };
    case 'ok':
    case 'go':
      return { strong: theme.colors.primary, soft: theme.colors.primarySubtle };
    default:
      return { strong: theme.colors.textMuted, soft: theme.colors.surfaceMuted };
  }
}

const Card = styled.section<{ $verdict: TripCheckCardVerdict }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme, $verdict }) => tone(theme, $verdict).strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div<{ $verdict: TripCheckCardVerdict }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $verdict }) => tone(theme, $verdict).soft};

  svg {
    color: ${({ theme, $verdict }) => tone(theme, $verdict).strong};
  }
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Headline = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Reasons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Reason = styled.li<{ $level: TripCheckCardLevel }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: ${({ theme }) => theme.space.xxs} solid ${({ theme, $level }) => tone(theme, $level).strong};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.sm};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    justify-self: start;
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const ReasonTitle = styled.p<{ $level: TripCheckCardLevel }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: baseline;

  strong {
    color: ${({ theme }) => theme.colors.heading};
  }
  span {
    color: ${({ theme, $level }) => tone(theme, $level).strong};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  }
`;

const VERDICT_ICON: Record<TripCheckCardVerdict, 'alert' | 'plan'> = { reconsider: 'alert', caution: 'alert', go: 'plan', incomplete: 'plan' };

/**
 * The trip check (issue 11): a verdict on the trip's safety and its reasons, the most
 * serious first, each with a link to where the walker can act (dates, gear, alerts).
 */
export function TripCheckCard({ verdict, headline, reasons, sample = false, headingLevel = 2 }: TripCheckCardProps) {
  return (
    <Card $verdict={verdict} aria-label="Trip check">
      <Top $verdict={verdict}>
        <Icon name={VERDICT_ICON[verdict]} size="lg" />
        <div>
          <Eyebrow>Trip check</Eyebrow>
          <Headline as={`h${headingLevel}`}>{headline}</Headline>
        </div>
        {sample ? <SampleDataTag label="Sample alerts and weather" /> : null}
      </Top>
      <Reasons>
        {reasons.map((reason) => (
          <Reason key={reason.topic} $level={reason.level}>
            <ReasonTitle $level={reason.level}>
              <strong>{reason.title}</strong>
              <span>{reason.levelLabel}</span>
            </ReasonTitle>
            <p>{reason.detail}</p>
            {reason.actionHref && reason.actionLabel ? <Link href={reason.actionHref}>{reason.actionLabel}</Link> : null}
          </Reason>
        ))}
      </Reasons>
    </Card>
  );
}
