import {
  digitsOf,
  SMS_CODE_LENGTH,
  textOf,
  translate,
  validateChangePassword,
  validatePhoneVerification,
  type ChangePasswordPayload,
  type ChangePasswordResult,
  type PhoneState,
  type PhoneVerificationPayload,
} from '@oyna/contracts';
import type { Kysely } from 'kysely';
import type { SecurityConfig } from '../../config';
import type { Database } from '../../db/schema';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import type { Outcome } from '../../lib/envelope';
import { assertValid, badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import type { RequestMeta } from '../../lib/request-meta';
import type { Outbox } from '../../platform/outbox';
import type { Passwords } from '../../platform/passwords';
import type { Players } from '../../platform/players';
import type { Principal, Sessions } from '../../platform/sessions';
import type { Throttle } from '../../platform/throttle';
import { codeFailure, type VerificationCodes } from '../../platform/verification-codes';
import type { CustomerQueries } from './queries';

export interface CustomerDeps {
  db: Kysely<Database>;
  queries: CustomerQueries;
  players: Players;
  sessions: Sessions;
  /** argon2id at the configured cost (platform/passwords.ts). */
  passwords: Passwords;
  throttle: Throttle;
  codes: VerificationCodes;
  outbox: Outbox;
  security: SecurityConfig;
  /** Closes a session's live sockets on every replica now (the hub; as at logout). */
  endLiveSession: (sessionId: string) => Promise<void>;
}

/** spec §7 customer calls: phone verification and password change. */
export class CustomerService {
  constructor(private readonly deps: CustomerDeps) {}

  private async player(principal: Principal) {
    const player = await this.deps.players.byId(principal.playerId);
    if (!player) throw unauthorized();
    return player;
  }

  /**
   * `customer/updatephone` (spec §3/§4/§7). Steps, as api/README.md › Phone verification says:
   * 0 — a new number (Update Number page): a code is sent to it;
   * 1 — send a code to `phone` (registration, SMS dialog, Send Code, resend);
   * 2 — `code` confirms `phone`: it becomes the account's number, verified.
   * The account's number changes only at step 2, so a typo never unverifies a verified player.
   */
  async updatePhone(
    principal: Principal,
    body: PhoneVerificationPayload,
    locale: ApiLocale,
  ): Promise<Outcome<PhoneState>> {
    assertValid(validatePhoneVerification(body));
    const player = await this.player(principal);
    const phone = digitsOf(body.phone);
    if (await this.deps.queries.phoneVerifiedElsewhere(player.id, phone)) {
      throw badRequest('server.phoneTaken');
    }

    if (body.step !== 2) {
      const sends = await this.deps.throttle.hit(`sms:player:${player.id}`);
      if (sends.hits > this.deps.security.smsSendsPerPlayer) {
        throw tooManyRequests(sends.retryAfterSeconds);
      }
      const code = await this.deps.codes.issue({
        purpose: 'sms',
        playerId: player.id,
        target: phone,
        digits: SMS_CODE_LENGTH,
        ttlSeconds: this.deps.security.smsCodeTtlSeconds,
      });
      await this.deps.outbox.send({
        channel: 'sms',
        recipient: phone,
        text: translate(locale, 'api.outbox.smsCode', { code }),
        code,
      });
      return {
        data: { phone: player.phone, smsVerified: player.sms_verified },
        message: 'api.codeSent',
      };
    }

    const result = await this.deps.codes.check({
      purpose: 'sms',
      playerId: player.id,
      target: phone,
      code: digitsOf(textOf(body.code)),
      consume: true,
    });
    if (result !== 'ok') throw badRequest(codeFailure(result));
    try {
      await this.deps.queries.setVerifiedPhone(player.id, phone);
    } catch (error) {
      if (violatedUniqueConstraint(error) !== undefined) throw badRequest('server.phoneTaken');
      throw error;
    }
    return { data: { phone, smsVerified: true }, message: 'api.phoneVerified' };
  }

  /**
   * `customer/changepassword`: every session of the player ends (spec §8: the old token gets 401
   * at once); the answer carries a token of a fresh session for the device that made the change.
   */
  async changePassword(
    principal: Principal,
    body: ChangePasswordPayload,
    meta: RequestMeta,
  ): Promise<Outcome<ChangePasswordResult>> {
    assertValid(validateChangePassword(body));
    const player = await this.player(principal);
    if (!(await this.deps.passwords.verify(player.password_hash, body.oldPassword))) {
      throw badRequest('api.oldPasswordWrong');
    }
    const passwordHash = await this.deps.passwords.hash(body.password);
    const { token, ended } = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.players.setPassword(trx, player.id, passwordHash);
      const ended = await this.deps.sessions.endAll(trx, player.id, 'password-change');
      return { token: await this.deps.sessions.start(trx, player.id, meta), ended };
    });
    // spec §8: the old sessions' sockets close at once, through the same path as logout.
    await Promise.all(ended.map((sid) => this.deps.endLiveSession(sid)));
    return { data: { token }, message: 'api.passwordChanged' };
  }
}
