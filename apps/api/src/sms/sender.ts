/**
 * The one seam between the SMS outbox and a provider (ADR 065). A sender either answers
 * the provider's id for the message or throws an `SmsError` that says whether trying
 * again could help: a refused number will be refused again, a provider that is down or
 * slow may answer next time.
 */
export interface SmsMessage {
  /** E.164 (+6421…). */
  to: string;
  body: string;
  /** The same for every attempt of one outbox row: in logs, and for a provider that honours one. */
  idempotencyKey: string;
}

export interface SmsSender {
  /** 'twilio', or 'memory' in tests. */
  readonly kind: string;
  send(message: SmsMessage): Promise<{ providerId: string }>;
}

export class SmsError extends Error {
  constructor(
    message: string,
    /** True when the provider refused this message for good (a 4xx: an invalid number, an unverified sender). */
    readonly permanent: boolean,
    /** The provider's own error code (Twilio's 21211), or the HTTP status. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/** Whether an error from `send` means the message will never go (anything else is retried). */
export const isPermanentSmsFailure = (error: unknown): boolean => error instanceof SmsError && error.permanent;
