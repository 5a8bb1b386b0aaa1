import { useId } from 'react';
import styled from 'styled-components';
import { AppStoreBadges } from '../AppStoreBadges/AppStoreBadges.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { TextLink } from '../form/formStyles.ts';

/** What was just saved: a plan shared with its people, or a draft. */
export type PlanCompleteVariant = 'published' | 'draft';

/** The heading of a published plan (spec part 2 §2: plan-complete). */
export function planPublishedHeading(hasEmergencyContact: boolean): string {
  return `Congratulations, you've shared your plan with everyone in your group${
    hasEmergencyContact ? ' and your emergency contact' : ''
  }`;
}

/** The heading of a saved draft (spec part 2 §2: plan-complete). */
export const PLAN_DRAFT_HEADING = 'Your trip has now been saved as a draft.';

export interface PlanCompleteProps {
  /** Published ('Congratulations…') or saved as a draft. */
  variant: PlanCompleteVariant;
  /**
   * A published plan went to an emergency contact too: the heading adds ' and your
   * emergency contact'.
   * @default false
   */
  hasEmergencyContact?: boolean;
  /** The trip's name, shown under the heading. */
  tripTitle?: string;
  /**
   * Where 'View this upcoming trip' (published: the read-only plan, `/plan/{id}`) or
   * 'Continue editing this draft trip' (draft: the plan editor) leads.
   */
  planHref: string;
  /** 'Start planning a new trip': the app resets the working plan and goes to tracks. */
  onStartNewPlan: () => void;
  /**
   * Where 'My Walks' leads.
   */
  myWalksHref: string;
  /**
   * The App Store page of the app. The promotion shows when a store URL is given: the
   * app passes them on non-mobile devices only (spec part 2 §2).
   */
  appStoreUrl?: string;
  /** The Google Play page of the app (see `appStoreUrl`). */
  googlePlayUrl?: string;
  /**
   * Without store links: the browser offers to install the web app, and this asks it to
   * ('Install Plan My Walk'). Omitted where the browser does not offer it.
   */
  onInstall?: () => void;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.modalLg};
  margin: 0 auto;
`;

const Card = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space['2xl']} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  ${({ theme }) => theme.media.homeMobile} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  }
`;

const Badge = styled.div<{ $variant: PlanCompleteVariant }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space['4xl']};
  height: ${({ theme }) => theme.space['4xl']};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $variant }) => ($variant === 'published' ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: ${({ theme }) => theme.space.xl};
    height: ${({ theme }) => theme.space.xl};
  }
`;

const Heading = styled.h1`
  max-width: ${({ theme }) => theme.sizes.measure};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-wrap: balance;

  ${({ theme }) => theme.media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const TripTitle = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Kept = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.homeMobile} {
    flex-direction: column;
    align-self: stretch;
  }
`;

const Promo = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const PromoHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const PromoText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * After saving a plan (spec part 2 §2: plan-complete): the published or draft message,
 * where the plan is kept ('My Walks'), the way back to the plan, 'Start planning a new
 * trip', and on non-mobile devices a promotion of the app.
 */
export function PlanComplete({
  variant,
  hasEmergencyContact = false,
  tripTitle,
  planHref,
  onStartNewPlan,
  myWalksHref,
  appStoreUrl,
  googlePlayUrl,
  onInstall,
}: PlanCompleteProps) {
  const hasStoreLinks = Boolean(appStoreUrl || googlePlayUrl);
  const headingId = useId();
  const promoId = useId();
  const published = variant === 'published';
  return (
    <Page>
      <Card aria-labelledby={headingId}>
        <Badge $variant={variant}>
          {published ? <PlanIcon name="share" /> : <PlanIcon name="note" />}
        </Badge>
        <Heading id={headingId}>{published ? planPublishedHeading(hasEmergencyContact) : PLAN_DRAFT_HEADING}</Heading>
        {tripTitle ? <TripTitle>{tripTitle}</TripTitle> : null}
        <Kept>
          {published ? 'Your plan' : 'Your draft'} is kept in <TextLink href={myWalksHref}>My Walks</TextLink>, where
          you can come back to it at any time.
        </Kept>
        <Actions>
          <Button href={planHref} size="lg">
            {published ? 'View this upcoming trip' : 'Continue editing this draft trip'}
          </Button>
          <Button variant="secondary" size="lg" onClick={onStartNewPlan}>
            Start planning a new trip
          </Button>
        </Actions>
      </Card>
      {hasStoreLinks || onInstall ? (
        <Promo aria-labelledby={promoId}>
          <PromoHeading id={promoId}>
            <Icon name="phone" />
            Take your plan with you
          </PromoHeading>
          <PromoText>Get the Plan My Walk app to check your plan, alerts and forecasts on your phone.</PromoText>
          <AppStoreBadges appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} onInstall={onInstall} />
        </Promo>
      ) : null}
    </Page>
  );
}
