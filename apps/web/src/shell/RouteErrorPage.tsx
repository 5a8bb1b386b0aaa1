import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import styled from 'styled-components';
import { Button } from '@planmywalk/ui';
import { isChunkLoadError, reloadOnceForChunk } from '../app/chunkReload.ts';
import { PageContainer, PageTitle, Lead } from './PageContainer.tsx';
import { PageLoading } from './PageLoading.tsx';

/**
 * The router's error element (routes/appRoutes.tsx): a page whose code could not be
 * fetched after a release reloads once for the new one; anything else, or the same again,
 * shows this site's page with a way on, not the router's "Unexpected Application Error!".
 * `wholePage` when the shell itself failed: the page then stands alone.
 */
export function RouteErrorPage({ wholePage = false }: { wholePage?: boolean }) {
  const error = useRouteError();
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    const reloaded = reloadOnceForChunk(error, { storage: window.sessionStorage, now: Date.now, reload: () => window.location.reload() });
    if (!reloaded) setReloading(false);
  }, [error]);
  useEffect(() => {
    if (!isChunkLoadError(error)) console.error(error);
  }, [error]);

  if (reloading) return <PageLoading label="Loading the latest version…" wholePage={wholePage} />;
  const chunk = isChunkLoadError(error);
  return (
    <PageContainer role={wholePage ? 'main' : undefined}>
      <PageTitle>{chunk ? 'This page could not be loaded' : 'Something went wrong'}</PageTitle>
      <Lead role="alert">
        {chunk
          ? 'Check your connection and try again. Pages you opened before still work offline.'
          : 'Sorry, this page hit a problem. Your saved plans are safe. Try again, or go to the home page.'}
      </Lead>
      <Actions>
        <Button onClick={() => window.location.reload()}>Try again</Button>
        {/* A plain link, not the router's: after an error the app starts afresh. */}
        <a href="/home">Go to the home page</a>
      </Actions>
    </PageContainer>
  );
}

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
