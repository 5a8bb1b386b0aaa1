export { NotificationSettingsForm } from './NotificationSettingsForm.tsx';
export type {
  NotificationFieldName,
  NotificationSettings,
  NotificationSettingsFormProps,
} from './NotificationSettingsForm.tsx';
