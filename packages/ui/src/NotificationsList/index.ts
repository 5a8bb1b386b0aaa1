export { NotificationsList } from './NotificationsList.tsx';
export type { NotificationItem, NotificationsListProps } from './NotificationsList.tsx';
