/**
 * Expected failures of the game API, answered as `{ success: false, message, data: { code } }`:
 * the HTTP status and the message in both languages, per code.
 */
export const ERRORS = {
  invalid_request: { status: 400, tr: 'İstek geçersiz', en: 'The request is not valid' },
  session_expired: {
    status: 401,
    tr: 'Oyun oturumunun süresi doldu',
    en: 'The game session has expired',
  },
  unknown_game: { status: 404, tr: 'Bu oyun bulunamadı', en: 'This game does not exist' },
  wrong_game: {
    status: 400,
    tr: 'Bu işlem bu oyunda yapılamaz',
    en: 'This action is not part of this game',
  },
  stake_out_of_range: {
    status: 400,
    tr: 'Bahis tutarı izin verilen aralıkta değil',
    en: 'The stake is outside the allowed range',
  },
  too_fast: {
    status: 429,
    tr: 'Çevirmeler arasında en az 2,5 saniye olmalı',
    en: 'Spins must be at least 2.5 seconds apart',
  },
  round_in_progress: {
    status: 409,
    tr: 'Devam eden bir tur var',
    en: 'A round is still in progress',
  },
  not_enough_money: { status: 400, tr: 'Bakiyeniz yetersiz', en: 'Your balance is too low' },
  bet_refused: { status: 400, tr: 'Bahis kabul edilmedi', en: 'The bet was not accepted' },
  // The operator's RS_ERROR_LIMIT_REACHED: a limit the player set, or the largest stake while a
  // bonus is active (the wallet protocol carries no amount, so the words name both).
  limit_reached: {
    status: 400,
    tr: 'Bu bahis bir limite takıldı: belirlediğiniz bir limit ya da bonusunuz aktifken izin verilen en yüksek bahis. Daha düşük bir bahisle deneyin',
    en: 'A limit stops this stake: a limit you set, or the largest stake allowed while your bonus is active. Try a smaller stake',
  },
  wallet_unavailable: {
    status: 503,
    tr: 'Cüzdana şu anda ulaşılamıyor, bahis geri alındı',
    en: 'The wallet cannot be reached right now; the bet was cancelled',
  },
  round_not_found: { status: 404, tr: 'Tur bulunamadı', en: 'The round was not found' },
  round_over: { status: 409, tr: 'Bu tur bitti', en: 'This round is over' },
} as const;
export type ErrorCode = keyof typeof ERRORS;

export class GameError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly data: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'GameError';
    this.statusCode = ERRORS[code].status;
  }
}
