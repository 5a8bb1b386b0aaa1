import type { PageProps } from '../routes/appRoutes.tsx';
import { PageContainer, PageTitle } from '../shell/PageContainer.tsx';

/** The shell and heading of a route whose screen is built by its own feature. */
export default function SectionPage({ route }: PageProps) {
  return (
    <PageContainer>
      <PageTitle>{route.title}</PageTitle>
    </PageContainer>
  );
}
