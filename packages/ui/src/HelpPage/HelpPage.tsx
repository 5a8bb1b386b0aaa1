import styled from 'styled-components';
import { Accordion } from '../Accordion/Accordion.tsx';
import { Button } from '../Button/Button.tsx';
import { FeedHtml } from '../FeedHtml/FeedHtml.tsx';
import { LoadFailure } from '../LoadFailure/LoadFailure.tsx';
import { Icon } from '../Icon/Icon.tsx';

/** One question of the help page and its answer. */
export interface HelpPageItem {
  id: number;
  question: string;
  /** HTML the server has sanitised (text elements and https links); never raw stored HTML. */
  answerHtml: string;
}

export type HelpPageStatus = 'loading' | 'loaded' | 'error';

export interface HelpPageProps {
  /** The page title, e.g. 'Frequently Asked Questions, Help and Support'. */
  title: string;
  /** While the content comes: 'Loading...'; when it failed: `error` with 'Try again'. */
  status: HelpPageStatus;
  /** The questions, in order, each an accordion item. */
  items: readonly HelpPageItem[];
  /** Why the content could not be shown. */
  error?: string | null;
  onRetry?: () => void;
  /** The feedback page: 'Submit your feedback here' leads there. */
  feedbackHref: string;
  /** The back button, shown on large screens only (phones have their own back). */
  onBack?: () => void;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.container};
`;

const BackButton = styled(Button)`
  justify-self: start;

  svg {
    transform: scaleX(-1);
  }

  ${({ theme }) => theme.media.belowDesktop} {
    display: none;
  }
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  text-wrap: balance;

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Loader = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Feedback = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.md};
`;

/**
 * The help page (spec part 2 §2): the title, the questions as accordions (each answer
 * the server's sanitised HTML), a loader while they come, and 'Submit your feedback
 * here'. On large screens a back button leads to the previous page.
 */
export function HelpPage({ title, status, items, error, onRetry, feedbackHref, onBack }: HelpPageProps) {
  return (
    <Page>
      {onBack ? (
        <BackButton variant="link" onClick={onBack}>
          <Icon name="arrowRight" size="sm" />
          Back
        </BackButton>
      ) : null}
      <Title>{title}</Title>
      {status === 'loading' ? <Loader role="status">Loading...</Loader> : null}
      {status === 'error' ? <LoadFailure error={error} onRetry={onRetry} /> : null}
      {status === 'loaded' && items.length > 0 ? (
        <Accordion.Root type="multiple">
          {items.map((item) => (
            <Accordion.Item key={item.id} value={String(item.id)}>
              <Accordion.Trigger headingLevel={2}>{item.question}</Accordion.Trigger>
              <Accordion.Content>
                <FeedHtml html={item.answerHtml} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ) : null}
      <Feedback>
        <Button href={feedbackHref} size="lg">
          Submit your feedback here
        </Button>
      </Feedback>
    </Page>
  );
}
