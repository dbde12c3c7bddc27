import { Value } from '@sinclair/typebox/value';
import {
  verifyBodySignature,
  WALLET_PROTOCOL,
  WalletStatus,
  type WalletCall,
} from '@oyna/contracts/game-wallet';
import { WalletClient, type WalletTransport } from './wallet-client';

const SECRET = 'a-test-secret';

/** A transport that records what is posted and answers `answer`. */
function recording(answer: { status: number; body: string }) {
  const posted: { url: string; body: string; signature: string }[] = [];
  const transport: WalletTransport = {
    async post(url, body, headers) {
      posted.push({ url, body, signature: headers['x-oyna-signature'] ?? '' });
      return answer;
    },
  };
  const client = new WalletClient({
    url: () => 'http://wallet.test/api/wallet',
    secret: SECRET,
    timeoutMs: 1000,
    transport,
  });
  return { client, posted };
}

const base = { token: 't'.repeat(43), user: '1001', game_code: 'oyna-lucky-fruits' };
const ok = JSON.stringify({ status: 'RS_OK', request_uuid: 'x', user: '1001', balance: 100 });

describe("the provider's wallet client (the contracts' WALLET_PROTOCOL)", () => {
  it("posts each call as the contracts' request of that call, signed", async () => {
    const { client, posted } = recording({ status: 200, body: ok });
    const sent: [WalletCall, Promise<unknown>][] = [
      ['balance', client.balance({ token: base.token, game_code: base.game_code })],
      [
        'bet',
        client.bet({
          ...base,
          transaction_uuid: 'b1',
          round: 'r1',
          round_closed: false,
          currency: 'TRY',
          amount: 100,
          verification: { nonce: 1, server_seed_hash: 'ab'.repeat(32), url: '/verify/r1' },
        }),
      ],
      [
        'win',
        client.win({
          ...base,
          transaction_uuid: 'w1',
          reference_transaction_uuid: 'b1',
          round: 'r1',
          round_closed: true,
          currency: 'TRY',
          amount: 0,
        }),
      ],
      [
        'rollback',
        client.rollback({
          ...base,
          transaction_uuid: 'x1',
          reference_transaction_uuid: 'b1',
          round: 'r1',
          round_closed: true,
        }),
      ],
    ];
    await Promise.all(sent.map(([, p]) => p));
    // The calls run at once, so they may reach the wallet in any order: match each by its url.
    expect(posted.map((p) => p.url).sort()).toEqual(
      sent.map(([call]) => `http://wallet.test/api/wallet/${call}`).sort(),
    );
    for (const [call] of sent) {
      const { body, signature } = posted.find(
        (p) => p.url === `http://wallet.test/api/wallet/${call}`,
      )!;
      expect(Value.Check(WALLET_PROTOCOL[call].request, JSON.parse(body))).toBe(true);
      expect(await verifyBodySignature(SECRET, body, signature)).toBe('ok');
    }
  });

  it("takes an answer only when it is the contracts' WalletResponse", async () => {
    const answered = await recording({ status: 200, body: ok }).client.balance(base);
    expect(answered).toEqual({ answered: true, response: JSON.parse(ok) });
    for (const body of [
      JSON.stringify({ status: 'RS_FINE', request_uuid: 'x' }),
      JSON.stringify({ status: WalletStatus.Ok, request_uuid: 'x', balance: '100' }),
      JSON.stringify({ status: WalletStatus.Ok }),
      'not json',
    ]) {
      const result = await recording({ status: 200, body }).client.balance(base);
      expect(result.answered).toBe(false);
    }
    // A refused body is still an answer about the money.
    const wrong = JSON.stringify({ status: WalletStatus.WrongTypes, request_uuid: '' });
    expect(await recording({ status: 400, body: wrong }).client.balance(base)).toEqual({
      answered: true,
      response: { status: WalletStatus.WrongTypes, request_uuid: '' },
    });
  });
});
