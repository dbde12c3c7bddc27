import crypto from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import {
  SIGNATURE_HEADER,
  signBody,
  WALLET_PROTOCOL,
  type WalletCall,
  type WalletRequestOf,
  type WalletResponse,
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

/** What a call's caller fills in: the contracts' request of that call, less the per-call uuid. */
export type WalletClientRequest<C extends WalletCall> = Omit<WalletRequestOf<C>, 'request_uuid'>;

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

  balance(request: WalletClientRequest<'balance'>): Promise<WalletResult> {
    return this.call('balance', request);
  }

  bet(request: WalletClientRequest<'bet'>): Promise<WalletResult> {
    return this.call('bet', request);
  }

  win(request: WalletClientRequest<'win'>): Promise<WalletResult> {
    return this.call('win', request);
  }

  rollback(request: WalletClientRequest<'rollback'>): Promise<WalletResult> {
    return this.call('rollback', request);
  }

  private async call<C extends WalletCall>(
    path: C,
    request: WalletClientRequest<C>,
  ): Promise<WalletResult> {
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
    // The contracts' WalletResponse, the schema the operator serialises with: anything else (no
    // known status, a balance that is no integer) is no answer about the money.
    if (!Value.Check(WALLET_PROTOCOL[path].response, parsed)) {
      return { answered: false, reason: `HTTP ${answer.status}, not a wallet answer` };
    }
    return { answered: true, response: parsed };
  }
}
