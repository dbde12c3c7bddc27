import type {
  AdminProtectionState,
  BlockResult,
  PlaySession,
  ProtectionState,
} from '../../domain/protection';
import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  AdminProtectionQuery,
  BlockRequest,
  DepositLimitRequest,
  LimitPeriodRequest,
  PROTECTION_REQUEST_SCHEMAS,
  RealityCheckRequest,
} from './schemas';

/**
 * Player protection (beyond §7; UKGC RTS 12, 13, LCCP 3.5): the player's own limits and breaks,
 * and what an operator sees of them.
 */
export const PROTECTION_CALLS = {
  getProtection: endpoint<NoPayload, ProtectionState>().get('protection/state', 'player'),
  getPlaySession: endpoint<NoPayload, PlaySession>().get('protection/session', 'player'),
  setDepositLimit: endpoint<DepositLimitRequest, ProtectionState>().post(
    'protection/limit',
    'player',
  ),
  confirmDepositLimit: endpoint<LimitPeriodRequest, ProtectionState>().post(
    'protection/limit/confirm',
    'player',
  ),
  setRealityCheck: endpoint<RealityCheckRequest, ProtectionState>().post(
    'protection/realitycheck',
    'player',
  ),
  /** A time-out or self-exclusion: effective at once, every session of the player ends. */
  takeBreak: endpoint<BlockRequest, BlockResult>().post('protection/break', 'player'),
  adminProtection: endpoint<AdminProtectionQuery, AdminProtectionState>().get(
    'admin/protection',
    'admin',
  ),
} as const satisfies CallsOf<typeof PROTECTION_REQUEST_SCHEMAS>;
