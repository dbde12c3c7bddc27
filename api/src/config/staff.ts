import { STAFF_ROLES } from '@oyna/contracts/schemas';
import type { StaffConfig, StaffRoleName } from '../config-types';
import { parseRange } from '../lib/address-allow';
import { intOf } from './env-values';

/**
 * The back office's staff logins (a section of config.ts, which assembles and re-exports it): a
 * session lasts STAFF_SESSION_TTL seconds (default 8 hours, a working day; at most 7 days);
 * two-factor is required in production, and outside it only with STAFF_REQUIRE_TWO_FACTOR=true
 * (the development owner logs in without it).
 */
export function loadStaffConfig(env: NodeJS.ProcessEnv, production: boolean): StaffConfig {
  const sessionTtlSeconds = intOf(env.STAFF_SESSION_TTL, 8 * 3600, 'STAFF_SESSION_TTL');
  if (sessionTtlSeconds > 7 * 24 * 3600) {
    throw new Error('STAFF_SESSION_TTL must be at most 604800 seconds (7 days)');
  }
  return {
    sessionTtlSeconds,
    requireTwoFactor: production || env.STAFF_REQUIRE_TWO_FACTOR?.trim() === 'true',
    ipAllow: loadStaffIpAllow(env),
  };
}

/**
 * STAFF_IP_ALLOW_<ROLE> (e.g. STAFF_IP_ALLOW_CASHIER=10.20.0.0/16,192.0.2.7): the networks staff of
 * a role may work from; unset or empty, anywhere. A value that is not a network stops the start.
 */
export function loadStaffIpAllow(env: NodeJS.ProcessEnv): StaffConfig['ipAllow'] {
  const allow: Partial<Record<StaffRoleName, string[]>> = {};
  // every role the contracts name (StaffRoleName is the same union)
  for (const role of STAFF_ROLES) {
    const name = `STAFF_IP_ALLOW_${role.toUpperCase()}`;
    const list = (env[name] ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (list.length === 0) continue;
    for (const range of list) {
      try {
        parseRange(range);
      } catch {
        throw new Error(`${name}: '${range}' is not an address or CIDR network`);
      }
    }
    allow[role] = list;
  }
  return allow;
}
