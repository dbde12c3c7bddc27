import crypto from 'node:crypto';

/** The hub's settings are read with the rest of the environment (config.ts › loadNotifyConfig). */
export type { NotifyConfig } from '../../config';

/** A channel prefix no other test run shares (tests on the one local Redis). */
export function uniqueChannelPrefix(): string {
  return `oyna-test:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}
