import styled from 'styled-components';
import { FormError } from '../FormError/FormError.tsx';
import { formatUpdatedAt } from '../format/forecastFormat.ts';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export interface NotificationItem {
  id: number;
  title: string;
  body: string;
  /** Where it leads (the plan, its alerts); null: nowhere. */
  href: string | null;
  /** ISO instant. */
  createdAt: string;
  read: boolean;
}

export interface NotificationsListProps {
  loading: boolean;
  items: readonly NotificationItem[];
  /** How many are unread. */
  unread: number;
  error?: string | null;
  /** Marks every notification read. */
  onMarkAllRead: () => void;
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.link};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    cursor: pointer;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $read: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.space.xxs} solid ${({ theme, $read }) => ($read ? theme.colors.border : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  a,
  strong {
    color: ${({ theme }) => theme.colors.heading};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The in-app notifications (issue 11), newest first, unread ones marked, with the unread count. */
export function NotificationsList({ loading, items, unread, error = null, onMarkAllRead }: NotificationsListProps) {
  if (loading && items.length === 0) {
    return (
      <div role="status" aria-label="Loading notifications">
        <Skeleton height="4rem" radius="md" />
      </div>
    );
  }
  return (
    <section aria-label="Notifications">
      <Top>
        <p>{unread === 0 ? 'No unread notifications' : `${unread} unread`}</p>
        {unread > 0 ? (
          <button type="button" onClick={onMarkAllRead}>
            Mark all as read
          </button>
        ) : null}
      </Top>
      {error ? <FormError>{error}</FormError> : null}
      {items.length === 0 ? (
        <p>No notifications yet. We will tell you here before your trips, and when new alerts affect them.</p>
      ) : (
        <List>
          {items.map((item) => (
            <Item key={item.id} $read={item.read}>
              {item.href ? <Link href={item.href}>{item.title}</Link> : <strong>{item.title}</strong>}
              <p>{item.body}</p>
              <small>
                {formatUpdatedAt(item.createdAt)}
                {item.read ? '' : ' · Unread'}
              </small>
            </Item>
          ))}
        </List>
      )}
    </section>
  );
}
