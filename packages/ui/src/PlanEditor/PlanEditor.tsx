import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Accordion } from '../Accordion/Accordion.tsx';
import { Button } from '../Button/Button.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { PlanEditorActions, type PlanEditorSaving } from './PlanEditorActions.tsx';

export interface PlanEditorProps {
  /** The side column: the page's `TrackHeader` and `TrackSelectorBar`. */
  aside: ReactNode;
  /** The sections, in order: `TripNameSection`, contacts, `DailyPlansSection` (a trip of more than a day), `TripNotesSection`, `PlanDocumentsSection`, `PlanGearSection`, `PlanLinkSection`. */
  children: ReactNode;
  /** The open sections (controlled), by `PLAN_EDITOR_SECTIONS` value. */
  openSections?: string[];
  /** Called when a section opens or closes. */
  onOpenSectionsChange?: (open: string[]) => void;
  /**
   * The sections open at first (uncontrolled).
   * @default ['trip-name']
   */
  defaultOpenSections?: string[];
  /**
   * A guest: 'To save or share your plan, you must log in or create an account' with
   * the two choices, instead of the save buttons.
   * @default false
   */
  isGuest?: boolean;
  /**
   * The plan was published: the buttons read 'Save your trip plan' and 'Save and share
   * your plan' instead of 'Save draft plan' and 'Publish plan'.
   * @default false
   */
  isPublished?: boolean;
  /**
   * The trip is over (past its end, checked in or marked complete): no save buttons
   * (the page also makes each section `readOnly`), and 'Completed trip' unless a
   * `status` says where the trip is at.
   * @default false
   */
  isComplete?: boolean;
  /** Where the trip is at, above the sections (a TripStatusBanner, with the check-in while the trip is out). */
  status?: ReactNode;
  /**
   * Shared with a group: the 'Shared' mark by the heading.
   * @default false
   */
  isShared?: boolean;
  /**
   * Unsaved contacts or files are still being uploaded: 'We are loading your unsaved
   * data. Just a second...' and the save buttons wait.
   * @default false
   */
  loadingUnsaved?: boolean;
  /**
   * The save running: its button shows a spinner and the other waits.
   * @default null
   */
  saving?: PlanEditorSaving;
  /** Why the last save failed (e.g. 'Please select your trip dates'), above the buttons. */
  error?: ReactNode;
  /**
   * The last save was refused because the plan changed elsewhere: a 'Reload plan'
   * button beside the saves fetches the latest copy (the saves wait while it runs).
   */
  onReload?: () => void;
  /**
   * The reload is running: its button shows a spinner.
   * @default false
   */
  reloading?: boolean;
  /** 'Save draft plan' / 'Save your trip plan' was pressed. */
  onSaveDraft: () => void;
  /** 'Publish plan' / 'Save and share your plan' was pressed (the page then asks `PublishPlanDialog`). */
  onPublish: () => void;
  /**
   * Where the guest prompt's 'Log in' goes.
   */
  loginHref: string;
  /**
   * Where the guest prompt's 'Create an account' goes.
   */
  registerHref: string;
}

/** The spec's texts (part 2 §2). */
export const PLAN_EDITOR_GUEST_TEXT = 'To save or share your plan, you must log in or create an account';
export const PLAN_EDITOR_LOADING_TEXT = 'We are loading your unsaved data. Just a second...';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme }) => theme.media.desktopUp} {
    grid-template-columns: minmax(0, 24rem) minmax(0, 1fr);
  }
`;

const Aside = styled.aside`
  display: grid;
  /* Its parts fit the column: a row of tabs wraps instead of widening it over the plan. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h1`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};

  ${({ theme }) => theme.media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Notice = styled.div<{ $tone: 'info' | 'done' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid
    ${({ theme, $tone }) => ($tone === 'done' ? theme.colors.primary : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'done' ? theme.colors.primarySubtle : theme.colors.accentSoft)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme, $tone }) => ($tone === 'done' ? theme.colors.primary : theme.colors.accent)};
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  flex: none;
  width: ${({ theme }) => theme.sizes.iconMd};
  height: ${({ theme }) => theme.sizes.iconMd};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.accent};
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 700ms linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2s;
  }
`;

const GuestPrompt = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

const GuestChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.homeMobile} {
    flex-direction: column;
  }
`;

/**
 * The plan screen's layout (spec part 2 §2): the side column with the track header and
 * selector, the heading 'Create your trip plan' and its subtitle, the sections in an
 * accordion, and the save buttons, or the guest prompt, or the completed-trip banner.
 */
export function PlanEditor({
  aside,
  children,
  openSections,
  onOpenSectionsChange,
  defaultOpenSections = ['trip-name'],
  isGuest = false,
  isPublished = false,
  isComplete = false,
  status,
  isShared = false,
  loadingUnsaved = false,
  saving = null,
  error,
  onSaveDraft,
  onPublish,
  onReload,
  reloading = false,
  loginHref,
  registerHref,
}: PlanEditorProps) {
  return (
    <Root>
      <Aside aria-label="Your track and dates">{aside}</Aside>
      <Main>
        <Intro>
          <HeadingRow>
            <Heading>Create your trip plan</Heading>
            {isShared ? (
              <Badge>
                <PlanIcon name="share" size="sm" />
                Shared
              </Badge>
            ) : null}
          </HeadingRow>
          <Subtitle>Customise your trip by adding extra information</Subtitle>
        </Intro>
        {status}
        {isComplete && !status ? (
          <Notice $tone="done">
            <PlanIcon name="flag" />
            Completed trip
          </Notice>
        ) : null}
        {loadingUnsaved ? (
          <Notice $tone="info" role="status">
            <Spinner aria-hidden="true" />
            {PLAN_EDITOR_LOADING_TEXT}
          </Notice>
        ) : null}
        <Accordion.Root
          type="multiple"
          {...(openSections !== undefined ? { value: openSections } : { defaultValue: defaultOpenSections })}
          onValueChange={onOpenSectionsChange}
        >
          {children}
        </Accordion.Root>
        {isComplete ? null : isGuest ? (
          <GuestPrompt>
            <p>{PLAN_EDITOR_GUEST_TEXT}</p>
            <GuestChoices>
              <Button href={loginHref} size="lg">
                Log in
              </Button>
              <Button href={registerHref} size="lg" variant="secondary">
                Create an account
              </Button>
            </GuestChoices>
          </GuestPrompt>
        ) : (
          <PlanEditorActions
            isPublished={isPublished}
            saving={saving}
            disabled={loadingUnsaved}
            error={error}
            onSaveDraft={onSaveDraft}
            onPublish={onPublish}
            onReload={onReload}
            reloading={reloading}
          />
        )}
      </Main>
    </Root>
  );
}
