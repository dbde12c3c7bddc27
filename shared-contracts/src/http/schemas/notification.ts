import { NOTIFICATIONS_TAKE } from '../../domain/constants';
import { Id, Input, Skip, Take } from './formats';

/** spec §3 Notification request (`customer/notification`: skip 0, take 100, spec §9). */
export const NotificationRequestSchema = Input({ skip: Skip(), take: Take(NOTIFICATIONS_TAKE) });

/** spec §7 `customer/readnotification`. */
export const ReadNotificationPayloadSchema = Input({ id: Id() });
