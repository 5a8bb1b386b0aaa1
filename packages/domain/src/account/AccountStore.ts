import { makeAutoObservable, runInAction } from 'mobx';
import { RESET_TOKEN_EXPIRED } from '@planmywalk/contracts';
import { dateSummary } from '../plan/dateSummary.ts';
import type {
  ConfirmEmailResponse,
  DeleteUserResponse,
  ForgotPasswordResponse,
  NotificationToggleField,
  ProfileUpdate,
  SuccessResponse,
  UndoEmailChangeResponse,
  UploadedFile,
  User,
} from '@planmywalk/contracts';
import type { SessionStore } from '../session/SessionStore.ts';

/** The account calls of spec part 2 §7. */
export interface AccountSource {
  activate(code: string): Promise<SuccessResponse>;
  forgotPassword(email: string): Promise<ForgotPasswordResponse>;
  resetPassword(password: string, token: string): Promise<SuccessResponse>;
  updatePassword(currentpassword: string, newpassword: string, repassword: string): Promise<User>;
  confirmEmail(token: string): Promise<ConfirmEmailResponse>;
  undoEmailChange(token: string): Promise<UndoEmailChangeResponse>;
  updateUser(profile: ProfileUpdate): Promise<User>;
  deleteUser(): Promise<DeleteUserResponse>;
  toggleAlert(field: NotificationToggleField, on: boolean): Promise<User>;
  upload(file: Blob, name: string, options?: { isPrivate?: boolean }): Promise<UploadedFile>;
}

/** One form's round trip: idle → submitting → success or error. */
export interface FormState {
  submitting: boolean;
  error: string | null;
  success: boolean;
}

const idle = (): FormState => ({ submitting: false, error: null, success: false });

/** What an undone email change leaves: the address back on the account, and a token to set a new password. */
export interface UndoneEmailChange {
  email: string;
  recoveryToken: string;
}

export const PROFILE_SAVED = 'Your profile has been saved.';
export const DELETE_ACCOUNT_ERROR = 'Something has gone wrong trying to delete your account. Please try again later.';
export const UPLOAD_TYPE_ERROR = 'Allowed file types are: .jpg, .gif, .png';
const GENERIC_ERROR = 'Something went wrong, please try again.';

function serverText(cause: unknown): string | null {
  return cause instanceof Error && cause.message ? cause.message : null;
}

/**
 * The account screens' actions (spec part 2 §4 activation and reset states, §8 errors):
 * activation, lost and reset password, password update, profile, portrait, the links
 * of an email change (confirm, undo), notification toggles and account deletion. The
 * session holds the user; this store holds each form's progress.
 */
export class AccountStore {
  activation = idle();
  lostPassword = idle();
  lostPasswordMessage: string | null = null;
  passwordReset = idle();
  passwordUpdate = idle();
  profile = idle();
  /** Opening the link sent to a new email address. */
  emailConfirmation = idle();
  confirmedEmail: string | null = null;
  /** Opening the undo link sent to the old address. */
  emailUndo = idle();
  undoneEmailChange: UndoneEmailChange | null = null;
  deletion = idle();
  portraitUploading = false;
  portraitError: string | null = null;
  /** The uploaded portrait waiting for the profile to be saved (the preview portrait). */
  pendingPortrait: UploadedFile | null = null;
  /** The notification field being saved, if any. */
  toggling: NotificationToggleField | null = null;
  toggleError: string | null = null;
  /**
   * Turning the overdue alert off waits for this confirmation (ADR 057): the walker's
   * published trips still ahead, out or due back, whose emergency contacts will then not be told.
   */
  alertOffConfirmation: { trips: string[] } | null = null;

  private readonly api: AccountSource;
  private readonly session: SessionStore;
  /** Links of account emails already opened in this visit: single use, so never sent twice. */
  private readonly openedLinks = new Set<string>();

  constructor(deps: { api: AccountSource; session: SessionStore }) {
    this.api = deps.api;
    this.session = deps.session;
    makeAutoObservable<AccountStore, 'api' | 'session' | 'openedLinks'>(this, { api: false, session: false, openedLinks: false });
    deps.session.onLogout(() => this.reset());
  }

  /** Activation success: on to tracks or profile setup when signed in, else to sign-in. */
  async activate(code: string): Promise<void> {
    if (this.activation.submitting) return;
    this.activation = { submitting: true, error: null, success: false };
    try {
      await this.api.activate(code.trim().toUpperCase());
      runInAction(() => (this.activation = { submitting: false, error: null, success: true }));
      await this.session.refetchUser();
      const user = this.session.user;
      if (user) this.session.routeAfterLogin({ ...user, verified: true });
      else this.session.goTo('sign-in');
    } catch (cause) {
      runInAction(() => (this.activation = { submitting: false, error: serverText(cause) ?? 'something went wrong', success: false }));
    }
  }

  async requestPasswordReset(email: string): Promise<void> {
    if (this.lostPassword.submitting) return;
    this.lostPassword = { submitting: true, error: null, success: false };
    try {
      const { message } = await this.api.forgotPassword(email.trim());
      runInAction(() => {
        this.lostPassword = { submitting: false, error: null, success: true };
        this.lostPasswordMessage = message;
      });
    } catch (cause) {
      runInAction(() => (this.lostPassword = { submitting: false, error: serverText(cause) ?? 'Something went wrong', success: false }));
    }
  }

  get resetTokenExpired(): boolean {
    return this.passwordReset.error === RESET_TOKEN_EXPIRED;
  }

  async resetPassword(password: string, token: string): Promise<void> {
    if (this.passwordReset.submitting) return;
    this.passwordReset = { submitting: true, error: null, success: false };
    try {
      await this.api.resetPassword(password, token);
      runInAction(() => (this.passwordReset = { submitting: false, error: null, success: true }));
    } catch (cause) {
      runInAction(() => (this.passwordReset = { submitting: false, error: serverText(cause) ?? 'something went wrong', success: false }));
    }
  }

  /** The current password is sent too: the server refuses a change without it (403 when wrong). */
  async updatePassword(currentpassword: string, newpassword: string, repassword: string): Promise<void> {
    if (this.passwordUpdate.submitting) return;
    this.passwordUpdate = { submitting: true, error: null, success: false };
    try {
      const user = await this.api.updatePassword(currentpassword, newpassword, repassword);
      this.session.setUser(user);
      runInAction(() => (this.passwordUpdate = { submitting: false, error: null, success: true }));
    } catch (cause) {
      runInAction(() => (this.passwordUpdate = { submitting: false, error: serverText(cause) ?? GENERIC_ERROR, success: false }));
    }
  }

  /** A chosen portrait is uploaded at once (checked by content on the server) and saved with the profile. */
  async uploadPortrait(file: File): Promise<void> {
    this.portraitUploading = true;
    this.portraitError = null;
    try {
      const uploaded = await this.api.upload(file, file.name);
      runInAction(() => (this.pendingPortrait = uploaded));
    } catch (cause) {
      runInAction(() => {
        const text = serverText(cause);
        this.portraitError = text === 'invalid file type' ? UPLOAD_TYPE_ERROR : GENERIC_ERROR;
      });
    } finally {
      runInAction(() => (this.portraitUploading = false));
    }
  }

  /**
   * Saves the profile; `setup` marks the profile-setup screen, which goes on to where
   * the user belongs. A changed email (sent with `current_password`) does not change at
   * once: it waits as the user's `pending_email` until the emailed link is opened.
   */
  async saveProfile(profile: Omit<ProfileUpdate, 'portrait'>, options: { setup: boolean }): Promise<void> {
    if (this.profile.submitting) return;
    this.profile = { submitting: true, error: null, success: false };
    const portrait = this.pendingPortrait ? { portrait: this.pendingPortrait.id } : {};
    try {
      const user = await this.api.updateUser({ ...profile, ...portrait });
      this.session.setUser(user);
      runInAction(() => {
        this.profile = { submitting: false, error: null, success: true };
        this.pendingPortrait = null;
      });
      if (options.setup) this.session.routeAfterLogin(user);
    } catch (cause) {
      runInAction(() => (this.profile = { submitting: false, error: serverText(cause) ?? GENERIC_ERROR, success: false }));
    }
  }

  /** The confirmation after a save: saved, and where a link went when the email is changing. */
  get profileSavedMessage(): string | null {
    if (!this.profile.success) return null;
    const pending = this.session.user?.pending_email;
    return pending
      ? `${PROFILE_SAVED} We have sent a link to ${pending}: your email address changes when you open it.`
      : PROFILE_SAVED;
  }

  /** The link sent to a new address was opened: the change takes effect; a signed-in user is refreshed. */
  async confirmEmail(token: string): Promise<void> {
    if (this.openedLinks.has(`confirm:${token}`)) return;
    this.openedLinks.add(`confirm:${token}`);
    this.emailConfirmation = { submitting: true, error: null, success: false };
    this.confirmedEmail = null;
    try {
      const { email } = await this.api.confirmEmail(token);
      runInAction(() => {
        this.emailConfirmation = { submitting: false, error: null, success: true };
        this.confirmedEmail = email;
      });
      await this.session.refetchUser();
    } catch (cause) {
      runInAction(() => (this.emailConfirmation = { submitting: false, error: serverText(cause) ?? GENERIC_ERROR, success: false }));
    }
  }

  /**
   * The undo link sent to the old address was opened: the server restored it, ended
   * every session and voided the password, so the session here goes too; the answer's
   * token lets the owner choose a new password straight away.
   */
  async undoEmailChange(token: string): Promise<void> {
    if (this.openedLinks.has(`undo:${token}`)) return;
    this.openedLinks.add(`undo:${token}`);
    this.emailUndo = { submitting: true, error: null, success: false };
    this.undoneEmailChange = null;
    try {
      const { email, recovery_token: recoveryToken } = await this.api.undoEmailChange(token);
      // Forgetting the session resets the account forms, so it goes before the result is kept.
      this.session.forget();
      runInAction(() => {
        this.emailUndo = { submitting: false, error: null, success: true };
        this.undoneEmailChange = { email, recoveryToken };
      });
    } catch (cause) {
      runInAction(() => (this.emailUndo = { submitting: false, error: serverText(cause) ?? GENERIC_ERROR, success: false }));
    }
  }

  /**
   * A switch was flipped. Turning the overdue alert off is asked first, naming the trips
   * it affects; everything else is saved at once.
   */
  requestToggle(field: NotificationToggleField, on: boolean): Promise<void> {
    if (field === 'endTripEmergencyContactEmail' && !on) {
      this.alertOffConfirmation = { trips: this.tripsTheAlertGuards };
      return Promise.resolve();
    }
    return this.toggleAlert(field, on);
  }

  /** "Turn it off" in the confirmation. */
  async confirmAlertOff(): Promise<void> {
    await this.toggleAlert('endTripEmergencyContactEmail', false);
    runInAction(() => {
      if (!this.toggleError) this.alertOffConfirmation = null;
    });
  }

  cancelAlertOff(): void {
    this.alertOffConfirmation = null;
  }

  /** The walker's own published trips whose contact the alert would still email, as 'Kepler Track (05 Dec - 07 Dec)'. */
  private get tripsTheAlertGuards(): string[] {
    return (this.session.user?.plans ?? [])
      // The alert still stands between these trips and silence: ahead, out, or due back and not yet sent.
      .filter((plan) => plan.acceptanceState === 'owner' && plan.is_published && ['upcoming', 'under-way', 'due-back'].includes(plan.status.state))
      .map((plan) => {
        const dates = dateSummary(plan.date);
        return dates ? `${plan.title} (${dates})` : plan.title;
      });
  }

  async toggleAlert(field: NotificationToggleField, on: boolean): Promise<void> {
    if (this.toggling) return;
    this.toggling = field;
    this.toggleError = null;
    try {
      const user = await this.api.toggleAlert(field, on);
      this.session.setUser(user);
    } catch (cause) {
      runInAction(() => (this.toggleError = serverText(cause) ?? GENERIC_ERROR));
    } finally {
      runInAction(() => (this.toggling = null));
    }
  }

  /** On success the account is gone: log out (spec part 2 §7). */
  async deleteAccount(): Promise<void> {
    if (this.deletion.submitting) return;
    this.deletion = { submitting: true, error: null, success: false };
    try {
      await this.api.deleteUser();
      runInAction(() => (this.deletion = { submitting: false, error: null, success: true }));
      this.session.logout();
    } catch {
      runInAction(() => (this.deletion = { submitting: false, error: DELETE_ACCOUNT_ERROR, success: false }));
    }
  }

  /** Forms start fresh when a screen opens again. */
  reset(): void {
    this.activation = idle();
    this.lostPassword = idle();
    this.lostPasswordMessage = null;
    this.passwordReset = idle();
    this.passwordUpdate = idle();
    this.profile = idle();
    this.emailConfirmation = idle();
    this.confirmedEmail = null;
    this.emailUndo = idle();
    this.undoneEmailChange = null;
    this.deletion = idle();
    this.portraitError = null;
    this.pendingPortrait = null;
    this.toggleError = null;
  }
}
