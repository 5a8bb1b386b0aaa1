import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { NotificationSettingsForm } from '../NotificationSettingsForm/NotificationSettingsForm.tsx';
import type {
  NotificationFieldName,
  NotificationSettings,
} from '../NotificationSettingsForm/NotificationSettingsForm.tsx';

/** The signed-in user, as far as the profile page shows them. */
export interface ProfileSettingsUser {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  /** The portrait's URL; a placeholder shows without one. */
  portraitUrl?: string | null;
  /** The tramping experience level, if set: one of `experienceLevels`. */
  level?: string | null;
}

export interface ProfileSettingsProps {
  /** Whose profile this is. */
  user: ProfileSettingsUser;
  /** The tramping experience levels, easiest first: the level's bars fill by its place in this list. */
  experienceLevels: readonly string[];
  /** The user's notification settings. */
  notifications: NotificationSettings;
  /** Called when a notification switch is flipped (see `NotificationSettingsForm`). */
  onNotificationToggle: (fieldName: NotificationFieldName, value: boolean) => void;
  /** The notification field being saved. */
  notificationPending?: NotificationFieldName | null;
  /** The notification save failure. */
  notificationError?: string;
  /**
   * Where 'Edit profile' leads.
   */
  editHref: string;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Card = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.homeMobile} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    text-align: center;
  }
`;

const Avatar = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tile};
  height: ${({ theme }) => theme.sizes.tile};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  svg {
    width: ${({ theme }) => theme.space['4xl']};
    height: ${({ theme }) => theme.space['4xl']};
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  min-width: 0;

  ${({ theme }) => theme.media.homeMobile} {
    justify-items: center;
  }
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
`;

const Email = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Level = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  ${({ theme }) => theme.media.homeMobile} {
    flex-direction: column;
  }
`;

const LevelLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const NotSpecified = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Bars = styled.svg`
  flex: none;
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};

  rect {
    fill: ${({ theme }) => theme.colors.border};
  }

  rect[data-on] {
    fill: ${({ theme }) => theme.colors.primary};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Four rising bars, as many filled as the level's rank in four steps (Beginner 1 … Expert 4). */
function LevelIcon({ level, levels }: { level: string; levels: readonly string[] }) {
  const rank = Math.ceil(((levels.indexOf(level) + 1) / levels.length) * 4);
  return (
    <Bars viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {[1, 2, 3, 4].map((step) => (
        <rect
          key={step}
          x={step * 5 - 3.5}
          y={20 - step * 4}
          width="4"
          height={step * 4 + 1}
          rx="1"
          data-on={step <= rank ? '' : undefined}
        />
      ))}
    </Bars>
  );
}

/**
 * My Profile & Settings (spec part 2 §2): the portrait (or a placeholder),
 * full name, email, tramping experience level, an 'Edit profile' link, and the
 * notification settings.
 */
export function ProfileSettings({
  user,
  experienceLevels,
  notifications,
  onNotificationToggle,
  notificationPending,
  notificationError,
  editHref,
}: ProfileSettingsProps) {
  const notificationsId = useId();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <Page>
      <Title>My Profile &amp; Settings</Title>
      <Card aria-label="Profile">
        <Avatar>
          {user.portraitUrl ? <img src={user.portraitUrl} alt="Your profile photo" /> : <Icon name="user" />}
        </Avatar>
        <Details>
          {fullName ? <Name>{fullName}</Name> : null}
          <Email>{user.email}</Email>
          {user.level ? (
            <Level>
              <LevelIcon level={user.level} levels={experienceLevels} />
              <span>
                <LevelLabel>Tramping experience level:</LevelLabel> {user.level}
              </span>
            </Level>
          ) : (
            <NotSpecified>- Tramping experience level not specified -</NotSpecified>
          )}
          <Button href={editHref} variant="secondary">
            Edit profile
          </Button>
        </Details>
      </Card>
      <Section aria-labelledby={notificationsId}>
        <SectionTitle id={notificationsId}>Notification settings</SectionTitle>
        <NotificationSettingsForm
          value={notifications}
          onToggle={onNotificationToggle}
          pending={notificationPending}
          error={notificationError}
        />
      </Section>
    </Page>
  );
}
