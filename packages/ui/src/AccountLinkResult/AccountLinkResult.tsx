import { useId } from 'react';
import styled from 'styled-components';
import { FormError } from '../FormError/FormError.tsx';
import { FormSuccess } from '../FormSuccess/FormSuccess.tsx';
import { FormTitle, TextLink } from '../form/formStyles.ts';

/** Where the link's check stands. */
export type AccountLinkStatus = 'checking' | 'done' | 'failed';

export interface AccountLinkResultProps {
  /** The page's heading, e.g. 'Confirm your new email address'. */
  title: string;
  /** `checking` while the link is sent to the server; `done` or `failed` after. */
  status: AccountLinkStatus;
  /** What happened (done) or why not (failed): the server's text when it failed. */
  message?: string;
  /** The way on after the result, e.g. to choose a new password or back to the profile. */
  action?: { label: string; href: string };
}

const Stack = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Checking = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

/**
 * The page a link from an account email opens (confirm a new email address, undo an
 * email change): it says the link is being checked, then what happened or why not,
 * with the way on. The app opens the link; this shows its states.
 */
export function AccountLinkResult({ title, status, message, action }: AccountLinkResultProps) {
  const titleId = useId();
  return (
    <Stack aria-labelledby={titleId} aria-busy={status === 'checking' || undefined}>
      <FormTitle id={titleId}>{title}</FormTitle>
      {status === 'checking' ? <Checking role="status">Checking your link…</Checking> : null}
      {status === 'done' ? <FormSuccess>{message}</FormSuccess> : null}
      {status === 'failed' ? <FormError>{message}</FormError> : null}
      {status !== 'checking' && action ? (
        <p>
          <TextLink href={action.href}>{action.label}</TextLink>
        </p>
      ) : null}
    </Stack>
  );
}
