export { DELIVERY_NOTICE_HEADING, DeliveryNotice } from './DeliveryNotice.tsx';
export type { DeliveryNoticeProps } from './DeliveryNotice.tsx';
