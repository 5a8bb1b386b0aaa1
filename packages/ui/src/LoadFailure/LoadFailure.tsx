import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';

export interface LoadFailureProps {
  /** Why the page's content did not load; nothing renders while it is empty. */
  error?: string | null | undefined;
  /** Shows 'Try again', which asks for the content again. */
  onRetry?: (() => void) | undefined;
}

const Failure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  & > button {
    justify-self: start;
  }
`;

/**
 * A page whose content failed to load: the reason, announced as an alert, and 'Try
 * again' when the page can ask again (My Reviews, My Wishlist, review photos, help).
 */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  if (!error) return null;
  return (
    <Failure>
      <FormError>{error}</FormError>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Failure>
  );
}
