import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';

/** How the status is coloured: overdue is danger, due back a warning, back safely and completed ok. */
export type TripStatusBannerTone = 'neutral' | 'info' | 'warning' | 'danger' | 'ok';

export interface TripStatusBannerProps {
  /** The state's name: 'Upcoming trip', 'Due back', 'Overdue', 'Back safely'… */
  label: string;
  tone: TripStatusBannerTone;
  /** What it means now, in full: 'Aroha Ngata is overdue: they planned to be out by …'. */
  headline: string;
  /** What happens next or what to do, a line each. */
  details: readonly string[];
  /**
   * The walker's phone, as a call link ('Call Aroha Ngata on 021 555 0123'): the first
   * thing a worried contact needs.
   */
  call?: { label: string; phone: string };
  /** Anything to do about it here: 'I'm back safely'. */
  children?: ReactNode;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

function colours(theme: DefaultTheme, tone: TripStatusBannerTone): { strong: string; soft: string } {
  switch (tone) {
    case 'danger':
      return { strong: theme.colors.danger, soft: theme.colors.dangerSoft };
    case 'warning':
      return { strong: theme.colors.warning, soft: theme.colors.warningSoft };
    case 'ok':
      return { strong: theme.colors.primary, soft: theme.colors.primarySubtle };
    case 'info':
      return { strong: theme.colors.accent, soft: theme.colors.accentSoft };
    default:
      return { strong: theme.colors.textMuted, soft: theme.colors.surfaceMuted };
  }
}

const Banner = styled.section<{ $tone: TripStatusBannerTone }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme, $tone }) => colours(theme, $tone).strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => colours(theme, $tone).soft};

  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Label = styled.span<{ $tone: TripStatusBannerTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme, $tone }) => colours(theme, $tone).strong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) => colours(theme, $tone).strong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Headline = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Call = styled.a`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

/** A phone number as a tel: link (spaces and dashes dropped, a leading + kept). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Where a trip is at (ADR 057), the same words on every page that shows it: upcoming,
 * under way, due back, overdue (with when the emergency contact was emailed), back
 * safely, completed. For a contact reading an overdue trip it leads with the walker's
 * number to call; the page may add what the walker can do (check in).
 */
export function TripStatusBanner({ label, tone, headline, details, call, children, headingLevel = 2 }: TripStatusBannerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Banner $tone={tone} aria-label="Trip status" role={tone === 'danger' ? 'alert' : undefined}>
      <Label $tone={tone}>
        <Icon name={tone === 'danger' || tone === 'warning' ? 'alert' : tone === 'ok' ? 'check' : 'plan'} size="sm" />
        {label}
      </Label>
      <Headline as={Heading}>{headline}</Headline>
      {details.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
      {call ? (
        <Call href={telHref(call.phone)}>
          <Icon name="phone" size="sm" />
          {call.label}
        </Call>
      ) : null}
      {children}
    </Banner>
  );
}
