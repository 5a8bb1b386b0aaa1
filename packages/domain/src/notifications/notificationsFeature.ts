import type { Feature } from '../root/RootStore.ts';
import { CheckInStore } from './CheckInStore.ts';
import { NotificationsStore } from './NotificationsStore.ts';

/** My Notifications and the "I'm back safely" check-in. */
export const notificationsFeature: Feature<{ notifications: NotificationsStore; checkIn: CheckInStore }> = (root) => {
  const notifications = new NotificationsStore(root.api);
  const checkIn = new CheckInStore(root.api);
  root.session.onLogout(() => {
    notifications.reset();
    checkIn.reset();
  });
  return { notifications, checkIn };
};
