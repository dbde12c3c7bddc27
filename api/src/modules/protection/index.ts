// The player-protection domain as other modules see it: a module reaches another only through
// its index.
export type { BreakPayments } from './breaks';
export {
  blockDate,
  ProtectionRules,
  type Block,
  type Clock,
  type DepositPermission,
} from './rules';
export { REALITY_CHECK_SECONDS } from './reality-check';
export { default as protectionModule } from './plugin';
