import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { NotificationsList } from '@planmywalk/ui';
import { notificationsFeature } from '@planmywalk/domain';
import { useFeature } from '../app/stores.tsx';
import type { PageProps } from '../routes/appRoutes.tsx';
import { PageContainer, PageTitle } from '../shell/PageContainer.tsx';

/** /account/notifications: reminders, new alerts and check-in requests (issue 11), with the unread count. */
const NotificationsPage = observer(function NotificationsPage({ route }: PageProps) {
  const { notifications } = useFeature(notificationsFeature);
  useEffect(() => {
    void notifications.load();
  }, [notifications]);
  return (
    <PageContainer>
      <PageTitle>{route.title}</PageTitle>
      <NotificationsList
        loading={notifications.loading}
        unread={notifications.unread}
        error={notifications.error}
        items={notifications.items.map((n) => ({ id: n.id, title: n.title, body: n.body, href: n.link, createdAt: n.created_at, read: n.read }))}
        onMarkAllRead={() => void notifications.markRead()}
      />
    </PageContainer>
  );
});

export default NotificationsPage;
