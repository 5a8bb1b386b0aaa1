import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';

/** What the delivery notice shows, and where. */
export interface DeliveryNoticeProps {
  /**
   * What the walker must hear, a line each, worded by the app: "We could not deliver your
   * plan to Hine Moana (hine\@example.org): check the address…". Nothing shows when empty.
   */
  notices: readonly string[];
  /**
   * 'block': the plan's status block, with a heading. 'compact': a My Walks tile, the
   * lines alone.
   * @default 'block'
   */
  variant?: 'block' | 'compact';
  /**
   * Level of the block's heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** The heading of the block: the trip is not as safe as the walker thinks. */
export const DELIVERY_NOTICE_HEADING = 'Your plan did not reach everyone';

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

const Compact = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const CompactLine = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};

  > svg {
    flex: none;
    margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSm}) / 2);
  }
`;

/**
 * Mail the plan sent could not be delivered (ADR 064): an address that bounced, or the
 * overdue email that did not reach the emergency contact. On the plan it is a block
 * under the trip's status; on a My Walks tile, its lines in the tile.
 */
export function DeliveryNotice({ notices, variant = 'block', headingLevel = 2 }: DeliveryNoticeProps) {
  if (notices.length === 0) return null;
  if (variant === 'compact') {
    return (
      <Compact aria-label={DELIVERY_NOTICE_HEADING}>
        {notices.map((notice) => (
          <CompactLine key={notice}>
            <Icon name="alert" size="sm" />
            <span>{notice}</span>
          </CompactLine>
        ))}
      </Compact>
    );
  }
  return (
    <Block aria-label={DELIVERY_NOTICE_HEADING}>
      <Heading as={`h${headingLevel}`}>
        <Icon name="alert" size="sm" />
        {DELIVERY_NOTICE_HEADING}
      </Heading>
      <Lines>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </Lines>
    </Block>
  );
}
