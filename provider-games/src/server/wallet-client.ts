import crypto from 'node:crypto';
import {
  SIGNATURE_HEADER,
  signBody,
  WalletStatus,
  type WalletBalanceRequest,
  type WalletBetRequest,
  type WalletCall,
  type WalletResponse,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@oyna/contracts/game-wallet';

/** One HTTP POST; throws on a network failure or timeout. Tests swap it to lose answers. */
export interface WalletTransport {
  post(
    url: string,
    body: string,
    headers: Record<string, string>,
    timeoutMs: number,
  ): Promise<{ status: number; body: string }>;
}

export const fetchTransport: WalletTransport = {
  async post(url, body, headers, timeoutMs) {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  },
};

/**
 * What a wallet call came back with: a protocol answer (any status), or none at all — a network
 * failure, a timeout, a 5xx, a refused signature (401) or an unreadable body. "None" means the call may or may not have been
 * processed: a bet is then rolled back, a win or rollback resent with the same transaction uuid
 * (notes/seamless-wallet.md › Failure handling on the game side).
 */
export type WalletResult =
  { answered: true; response: WalletResponse } | { answered: false; reason: string };

const STATUSES: ReadonlySet<string> = new Set(Object.values(WalletStatus));

function isWalletResponse(value: unknown): value is WalletResponse {
  if (typeof value !== 'object' || value === null || !('status' in value)) return false;
  return typeof value.status === 'string' && STATUSES.has(value.status);
}

export interface WalletClientOptions {
  /** The operator's wallet base URL (…/api/wallet); a function when known only after listen. */
  url: () => string;
  secret: string;
  timeoutMs: number;
  transport: WalletTransport;
}

/** The provider's side of the seamless wallet: signed POSTs to the operator. */
export class WalletClient {
  constructor(private readonly options: WalletClientOptions) {}

  balance(request: Omit<WalletBalanceRequest, 'request_uuid'>): Promise<WalletResult> {
    return this.call('balance', request);
  }

  bet(request: Omit<WalletBetRequest, 'request_uuid'>): Promise<WalletResult> {
    return this.call('bet', request);
  }

  win(request: Omit<WalletWinRequest, 'request_uuid'>): Promise<WalletResult> {
    return this.call('win', request);
  }

  rollback(request: Omit<WalletRollbackRequest, 'request_uuid'>): Promise<WalletResult> {
    return this.call('rollback', request);
  }

  private async call(path: WalletCall, request: object): Promise<WalletResult> {
    const body = JSON.stringify({ request_uuid: crypto.randomUUID(), ...request });
    const signature = await signBody(this.options.secret, body);
    let answer: { status: number; body: string };
    try {
      answer = await this.options.transport.post(
        `${this.options.url()}/${path}`,
        body,
        { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        this.options.timeoutMs,
      );
    } catch (error) {
      return { answered: false, reason: error instanceof Error ? error.message : String(error) };
    }
    // A refused signature is a configuration or clock problem, not an answer about the money.
    if (answer.status >= 500 || answer.status === 401) {
      return { answered: false, reason: `HTTP ${answer.status}` };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return { answered: false, reason: `HTTP ${answer.status}, not JSON` };
    }
    if (!isWalletResponse(parsed)) return { answered: false, reason: `HTTP ${answer.status}` };
    return { answered: true, response: parsed };
  }
}
