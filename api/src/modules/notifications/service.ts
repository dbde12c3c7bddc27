/** The notification service is a platform service (platform/notifications.ts); named here too. */
export * from '../../platform/notifications';
