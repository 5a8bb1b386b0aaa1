/**
 * A start refused for a reason the operator must act on (another process holds DATA_DIR,
 * the database folder is damaged or gone, the disk is full). main.ts prints the message
 * alone and exits 1: the message names the folder, what is wrong and what to do, and a
 * stack trace would only bury it.
 */
export class StartRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartRefusedError';
  }
}
