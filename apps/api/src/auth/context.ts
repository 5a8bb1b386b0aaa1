import type { CommandContext } from '../commands/context.ts';
import type { Authenticator } from './authenticate.ts';

/**
 * What the account, session and file routes share; built once in buildServer. Routes
 * authenticate with `auth` and hand the rest, as a CommandContext, to the commands.
 */
export interface AccountsContext extends CommandContext {
  auth: Authenticator;
}
