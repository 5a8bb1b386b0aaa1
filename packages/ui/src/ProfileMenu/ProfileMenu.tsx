import { useState } from 'react';
import type { ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import styled, { css, useTheme } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { focusRing } from '../theme/mixins.ts';
import { ProfileMenuButton } from './ProfileMenuButton.tsx';

/** A link of the logged-in menu. */
export interface ProfileMenuLink {
  label: string;
  href: string;
}

/** Where the menu's links go: the app's routes. */
export interface ProfileMenuLinks {
  /** The logged-in menu's links, in order (Plan My Walk: the account pages, then Help & Feedback). */
  account: readonly ProfileMenuLink[];
  /** 'Log in' (logged out, without `loggedOutContent`). */
  signIn: string;
  /** 'Create an account' (logged out, without `loggedOutContent`). */
  signUp: string;
}

/** The signed-in user, as far as the menu needs to know. */
export interface ProfileMenuUser {
  firstName?: string | null;
}

export interface ProfileMenuProps {
  /** The signed-in user; `null` or `undefined` when logged out. */
  user?: ProfileMenuUser | null;
  /** Called when the user chooses Logout (the menu closes first). */
  onLogout: () => void;
  /** Where the links go (the app's routes). */
  links: ProfileMenuLinks;
  /**
   * Shown instead of the Log in / Create an account links when logged out:
   * the accounts feature renders its login form here.
   */
  loggedOutContent?: ReactNode;
  /** Open state, when the parent controls it. */
  open?: boolean;
  /** Called whenever the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
}

const Content = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  width: ${({ theme }) => theme.sizes.popover};
  max-width: calc(100vw - ${({ theme }) => theme.space.xl});
  max-height: var(--radix-popover-content-available-height);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* Reset the trigger's inverse ring: the menu is always light. */
  --pmw-focus-ring: ${({ theme }) => theme.colors.focusRing};

  &:focus-visible {
    outline: none;
  }
`;

const Greeting = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};
  border-bottom: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};
  list-style: none;
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const MenuLink = styled(Link)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const LogoutButton = styled.button`
  ${itemStyles}
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const LoggedOut = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.p`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Separator = styled.hr`
  width: 100%;
  margin: ${({ theme }) => theme.space.xxs} 0;
  border: 0;
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};
`;

/**
 * The profile menu, opened from the user icon in the header. Logged in it greets
 * the user and lists the account pages and Logout; logged out it offers Log in
 * and Create an account (or the `loggedOutContent` slot, e.g. a login form).
 */
export function ProfileMenu({
  user,
  onLogout,
  links,
  loggedOutContent,
  open,
  onOpenChange,
  defaultOpen = false,
}: ProfileMenuProps) {
  const theme = useTheme();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const close = () => setOpen(false);

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <ProfileMenuButton />
      </Popover.Trigger>
      <Popover.Portal>
        <Content
          align="end"
          sideOffset={theme.floating.sideOffset}
          collisionPadding={theme.floating.collisionPadding}
          aria-label="Profile menu"
          // Radix would focus the first button, Logout, where an Enter logs the
          // user out. Focus the menu itself; Tab then reaches the first link.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          {user ? (
            <>
              <Greeting>
                <Avatar>
                  <Icon name="user" />
                </Avatar>
                {user.firstName ? `Hi ${user.firstName}` : 'Welcome to plan my walk'}
              </Greeting>
              <nav aria-label="Account">
                <List>
                  {links.account.map((link) => (
                    <li key={link.href}>
                      <MenuLink href={link.href} onClick={close}>
                        {link.label}
                      </MenuLink>
                    </li>
                  ))}
                </List>
              </nav>
              <LogoutButton
                type="button"
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <Icon name="logout" />
                Logout
              </LogoutButton>
            </>
          ) : loggedOutContent !== undefined && loggedOutContent !== null ? (
            loggedOutContent
          ) : (
            <LoggedOut>
              <Title>Welcome to Plan My Walk</Title>
              <Text>Log in to see your saved trips, wishlist and gear lists.</Text>
              <Button href={links.signIn} fullWidth onClick={close}>
                Log in
              </Button>
              <Separator />
              <Text>New here? An account is free and keeps your plans on every device.</Text>
              <Button href={links.signUp} variant="secondary" fullWidth onClick={close}>
                Create an account
              </Button>
            </LoggedOut>
          )}
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
