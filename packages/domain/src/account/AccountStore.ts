import { makeAutoObservable, runInAction } from 'mobx';
import { RESET_TOKEN_EXPIRED } from '@planmywalk/contracts';
import type {
  DeleteUserResponse,
  ForgotPasswordResponse,
  NotificationToggleField,
  ProfileUpdate,
  SuccessResponse,
  UploadedFile,
  User,
} from '@planmywalk/contracts';
import type { SessionStore } from '../session/SessionStore.ts';

/** The account calls of spec part 2 §7. */
export interface AccountSource {
  activate(code: string): Promise<SuccessResponse>;
  forgotPassword(email: string): Promise<ForgotPasswordResponse>;
  resetPassword(password: string, token: string): Promise<SuccessResponse>;
  updatePassword(newpassword: string, repassword: string): Promise<User>;
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

export const DELETE_ACCOUNT_ERROR = 'Something has gone wrong trying to delete your account. Please try again later.';
export const UPLOAD_TYPE_ERROR = 'Allowed file types are: .jpg, .gif, .png';
const GENERIC_ERROR = 'Something went wrong, please try again.';

function serverText(cause: unknown): string | null {
  return cause instanceof Error && cause.message ? cause.message : null;
}

/**
 * The account screens' actions (spec part 2 §4 activation and reset states, §8 errors):
 * activation, lost and reset password, password update, profile, portrait,
 * notification toggles and account deletion. The session holds the user; this store
 * holds each form's progress.
 */
export class AccountStore {
  activation = idle();
  lostPassword = idle();
  lostPasswordMessage: string | null = null;
  passwordReset = idle();
  passwordUpdate = idle();
  profile = idle();
  deletion = idle();
  portraitUploading = false;
  portraitError: string | null = null;
  /** The uploaded portrait waiting for the profile to be saved (the preview portrait). */
  pendingPortrait: UploadedFile | null = null;
  /** The notification field being saved, if any. */
  toggling: NotificationToggleField | null = null;
  toggleError: string | null = null;

  private readonly api: AccountSource;
  private readonly session: SessionStore;

  constructor(deps: { api: AccountSource; session: SessionStore }) {
    this.api = deps.api;
    this.session = deps.session;
    makeAutoObservable<AccountStore, 'api' | 'session'>(this, { api: false, session: false });
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

  async updatePassword(newpassword: string, repassword: string): Promise<void> {
    if (this.passwordUpdate.submitting) return;
    this.passwordUpdate = { submitting: true, error: null, success: false };
    try {
      const user = await this.api.updatePassword(newpassword, repassword);
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

  /** Saves the profile; `setup` marks the profile-setup screen, which goes on to where the user belongs. */
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
    this.deletion = idle();
    this.portraitError = null;
    this.pendingPortrait = null;
    this.toggleError = null;
  }
}
