/**
 * The player-protection rules are a platform service (platform/protection-rules.ts): every
 * money-in path asks them, and the platform builds them without reaching into this module.
 * Named here too for the protection module's own files.
 */
export * from '../../platform/protection-rules';
