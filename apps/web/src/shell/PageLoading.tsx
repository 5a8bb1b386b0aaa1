import styled from 'styled-components';

/**
 * Shown while a page's code or data loads: announced politely, no layout jump. `wholePage`
 * when it stands for the whole page: it is then a screen tall, so the footer waits below
 * the fold instead of showing and then being pushed down when the page arrives (that
 * shift cost the track page about a quarter of its Lighthouse score).
 */
export function PageLoading({ label = 'Loading…', wholePage = false }: { label?: string; wholePage?: boolean }) {
  return (
    <Wrap role="status" aria-live="polite" $wholePage={wholePage}>
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}

const Wrap = styled.div<{ $wholePage: boolean }>`
  flex: 1;
  min-height: ${({ $wholePage }) => ($wholePage ? '100vh' : 'auto')};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spinner = styled.span`
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: spin 0.9s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
