import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ChangePasswordForm } from '../ChangePasswordForm/ChangePasswordForm.tsx';
import type { ChangePasswordFormProps } from '../ChangePasswordForm/ChangePasswordForm.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { ProfileForm } from '../ProfileForm/ProfileForm.tsx';
import type { ProfileFormProps } from '../ProfileForm/ProfileForm.tsx';
import { BackLink, FormSubtitle, FormTitle } from '../form/formStyles.ts';

/** The profile form's props on this page (it always shows email and photo, and says 'Save changes'). */
export type AccountUpdateProfileProps = Omit<ProfileFormProps, 'submitLabel' | 'showEmail' | 'showPortrait' | 'labelledBy'>;

/** The password form's props on this page. */
export type AccountUpdatePasswordProps = Omit<ChangePasswordFormProps, 'labelledBy'>;

export interface AccountUpdateProps {
  /** The profile form: saved values, `onSubmit`, `validate`, `error`, `submitting`, `success`, portrait props. */
  profile: AccountUpdateProfileProps;
  /** The change password form: `onSubmit`, `validate`, `error`, `submitting`, `success`, strength props. */
  password: AccountUpdatePasswordProps;
  /** Called when the user confirms deleting the account; on success the app logs out. */
  onDeleteAccount: () => void;
  /**
   * While the account is being deleted.
   * @default false
   */
  deleting?: boolean;
  /**
   * The delete failure: 'Something has gone wrong trying to delete your account. Please try again later.'
   */
  deleteError?: string;
  /**
   * Where 'Back to profile' leads (shown on desktop).
   */
  backHref: string;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The spec shows the back link on desktop only. */
const DesktopBackLink = styled(BackLink)`
  ${({ theme }) => theme.media.belowDesktop} {
    display: none;
  }
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.homeMobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

/** Deleting is the one destructive action here, so it wears the danger colour. */
const DangerOutline = styled(Button)`
  justify-self: start;
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};

  &:hover:not(:disabled) {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 85%, ${({ theme }) => theme.colors.text});
    border-color: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 85%, ${({ theme }) => theme.colors.text});
    color: ${({ theme }) => theme.colors.onDanger};
  }
`;

/**
 * Account update, titled 'Update your profile' (spec part 2 §2): the profile
 * form ('Save changes'), Change password, Delete account behind a
 * confirmation, and a back-to-profile link on desktop.
 */
export function AccountUpdate({
  profile,
  password,
  onDeleteAccount,
  deleting = false,
  deleteError,
  backHref,
}: AccountUpdateProps) {
  const titleId = useId();
  const passwordId = useId();
  const deleteId = useId();
  const [confirmOpen, setConfirmOpen] = useState(false);

  return (
    <Page>
      <Head>
        <DesktopBackLink href={backHref}>
          <Icon name="arrowRight" size="sm" />
          Back to profile
        </DesktopBackLink>
        <FormTitle id={titleId}>Update your profile</FormTitle>
      </Head>
      <Card aria-labelledby={titleId}>
        <ProfileForm {...profile} showEmail showPortrait submitLabel="Save changes" labelledBy={titleId} />
      </Card>
      <Card aria-labelledby={passwordId}>
        <FormSubtitle id={passwordId}>Change password</FormSubtitle>
        <ChangePasswordForm {...password} labelledBy={passwordId} />
      </Card>
      <Card aria-labelledby={deleteId}>
        <FormSubtitle id={deleteId}>Delete account</FormSubtitle>
        <Text>Deleting your account will remove all your data.</Text>
        {/* While the dialog is open the error shows there, where the user is. */}
        {confirmOpen ? null : <FormError>{deleteError}</FormError>}
        <Modal.Root open={confirmOpen} onOpenChange={setConfirmOpen}>
          <Modal.Trigger asChild>
            <DangerOutline variant="secondary">Delete account</DangerOutline>
          </Modal.Trigger>
          <Modal.Content size="sm">
            <Modal.Title>Delete account</Modal.Title>
            <Modal.Description>
              Deleting your account will remove all your data. Are you sure you want to do this?
            </Modal.Description>
            <FormError>{deleteError}</FormError>
            <Modal.Footer>
              <Modal.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Modal.Close>
              <DangerButton loading={deleting} onClick={onDeleteAccount}>
                Delete account
              </DangerButton>
            </Modal.Footer>
          </Modal.Content>
        </Modal.Root>
      </Card>
    </Page>
  );
}
