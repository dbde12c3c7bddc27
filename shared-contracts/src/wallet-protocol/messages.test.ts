import { Value } from '@sinclair/typebox/value';
import {
  ProviderGame,
  ProviderGameList,
  ProviderLaunchRefusal,
  ProviderLaunchRequest,
  WALLET_CALLS,
  WALLET_PROTOCOL,
  WalletBalanceRequest,
  WalletBetRequest,
  WalletResponse,
  WalletRollbackRequest,
  WalletStatus,
  WalletWinRequest,
  type WalletRequestOf,
} from './messages';

const base = { token: 't'.repeat(43), user: '1001', game_code: 'oyna-lucky-fruits' };

describe('the seamless-wallet protocol (one TypeBox source)', () => {
  it('names each call by its message schema object itself, no copy', () => {
    expect(Object.keys(WALLET_PROTOCOL)).toEqual([...WALLET_CALLS]);
    expect(WALLET_PROTOCOL.balance.request).toBe(WalletBalanceRequest);
    expect(WALLET_PROTOCOL.bet.request).toBe(WalletBetRequest);
    expect(WALLET_PROTOCOL.win.request).toBe(WalletWinRequest);
    expect(WALLET_PROTOCOL.rollback.request).toBe(WalletRollbackRequest);
    for (const call of WALLET_CALLS) expect(WALLET_PROTOCOL[call].response).toBe(WalletResponse);
  });

  it('carries a round of several bets and several wins, each its own transaction, the last closing it', () => {
    const round = 'round-1';
    const messages: [keyof typeof WALLET_PROTOCOL, WalletRequestOf<'bet' | 'win'>][] = [
      [
        'bet',
        {
          ...base,
          request_uuid: 'r1',
          transaction_uuid: 'b1',
          round,
          round_closed: false,
          currency: 'TRY',
          amount: 100,
        },
      ],
      [
        'bet',
        {
          ...base,
          request_uuid: 'r2',
          transaction_uuid: 'b2',
          round,
          round_closed: false,
          currency: 'TRY',
          amount: 100,
        },
      ],
      [
        'win',
        {
          ...base,
          request_uuid: 'r3',
          transaction_uuid: 'w1',
          reference_transaction_uuid: 'b1',
          round,
          round_closed: false,
          currency: 'TRY',
          amount: 50,
        },
      ],
      [
        'win',
        {
          ...base,
          request_uuid: 'r4',
          transaction_uuid: 'w2',
          reference_transaction_uuid: 'b2',
          round,
          round_closed: true,
          currency: 'TRY',
          amount: 0,
        },
      ],
    ];
    for (const [call, message] of messages) {
      expect(Value.Check(WALLET_PROTOCOL[call].request, message)).toBe(true);
    }
  });

  it('refuses a message with a field missing, of a wrong type or with text a database cannot hold', () => {
    const bet = {
      ...base,
      request_uuid: 'r1',
      transaction_uuid: 'b1',
      round: 'x',
      round_closed: false,
      currency: 'TRY',
      amount: 100,
    };
    expect(Value.Check(WalletBetRequest, bet)).toBe(true);
    const { amount: _amount, ...noAmount } = bet;
    expect(Value.Check(WalletBetRequest, noAmount)).toBe(false);
    expect(Value.Check(WalletBetRequest, { ...bet, amount: '100' })).toBe(false);
    expect(Value.Check(WalletBetRequest, { ...bet, amount: 0 })).toBe(false);
    expect(Value.Check(WalletBetRequest, { ...bet, round: 'a\u0000' })).toBe(false);
    expect(
      Value.Check(WalletBetRequest, {
        ...bet,
        verification: { nonce: 2 ** 31, server_seed_hash: 'ab', url: '/v' },
      }),
    ).toBe(false);
    expect(
      Value.Check(WalletWinRequest, { ...bet, reference_transaction_uuid: 'b0', amount: -1 }),
    ).toBe(false);
    expect(Value.Check(WalletRollbackRequest, { ...bet, round_closed: 'yes' })).toBe(false);
  });

  it('answers with one of the statuses and nothing else', () => {
    for (const status of Object.values(WalletStatus)) {
      expect(Value.Check(WalletResponse, { status, request_uuid: 'r' })).toBe(true);
    }
    expect(Value.Check(WalletResponse, { status: 'RS_FINE', request_uuid: 'r' })).toBe(false);
    expect(Value.Check(WalletResponse, { status: 'RS_OK', request_uuid: 'r', balance: '5' })).toBe(
      false,
    );
    expect(Value.Check(ProviderLaunchRefusal, { error: 'unknown_game', message: 'no' })).toBe(true);
    expect(Value.Check(ProviderLaunchRefusal, { error: 'nope', message: 'no' })).toBe(false);
  });

  it('declares every game with a maximum multiplier of at least 1×, in whole hundredths', () => {
    const game = { code: 'g', name: 'G', kind: 'slot', rtp: 0.96, maxMultiplierX100: 31_450 };
    expect(Value.Check(ProviderGameList, { games: [game] })).toBe(true);
    const { maxMultiplierX100: _max, ...undeclared } = game;
    expect(Value.Check(ProviderGame, undeclared)).toBe(false);
    expect(Value.Check(ProviderGame, { ...game, maxMultiplierX100: 99 })).toBe(false);
    expect(Value.Check(ProviderGame, { ...game, maxMultiplierX100: 314.5 })).toBe(false);
  });

  it('launches only with a complete, closed request', () => {
    const launch = {
      token: 't'.repeat(43),
      gameCode: 'oyna-lucky-fruits',
      currency: 'TRY',
      language: 'tr',
      platform: 2,
      lobbyUrl: '/casino',
      minStake: 100,
      maxStake: 1000,
    };
    expect(Value.Check(ProviderLaunchRequest, launch)).toBe(true);
    expect(Value.Check(ProviderLaunchRequest, { ...launch, platform: 3 })).toBe(false);
    expect(Value.Check(ProviderLaunchRequest, { ...launch, token: 'short' })).toBe(false);
    expect(Value.Check(ProviderLaunchRequest, { ...launch, extra: 1 })).toBe(false);
  });
});
