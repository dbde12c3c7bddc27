import {
  composeBirthDate,
  DEFAULT_CURRENCY_ID,
  digitsOf,
  textOf,
  translate,
  validateChangePasswordWithCode,
  validateCheckResetCode,
  validateLogin,
  validateRecoveryUsername,
  validateRegister,
  type AuthFormData,
  type LoginPayload,
  type RecoveryCodePayload,
  type RecoveryPasswordPayload,
  type RecoveryUsernamePayload,
  type RegistrationPayload,
  type StoredAuthData as AuthData,
} from '@oyna/contracts';
import type { Kysely } from 'kysely';
import type { ProviderSession } from '../sports';
import type { SecurityConfig } from '../../config';
import type { Database } from '../../db/schema';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import type { Outcome } from '../../lib/envelope';
import { assertValid, badRequest, tooManyRequests } from '../../lib/errors';
import type { ApiLocale, ApiMessageKey } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { RequestMeta } from '../../lib/request-meta';
import type { Outbox } from '../../platform/outbox';
import type { Passwords } from '../../platform/passwords';
import type { Players } from '../../platform/players';
import type { Principal, Sessions } from '../../platform/sessions';
import type { Throttle } from '../../platform/throttle';
import { codeFailure, type VerificationCodes } from '../../platform/verification-codes';
import type { Wallets } from '../../platform/wallet';
import type { AuthQueries } from './queries';

/** Reset codes are typed from an e-mail: 8 digits (spec §5 recovery 2 allows 3 to 20). */
const RESET_CODE_DIGITS = 8;
/** Where an unknown account's decoy reset mail is "sent" (nothing is written or delivered). */
const DECOY_EMAIL = 'nobody@invalid';
/** Only adults may register (terms of /pages/1; the form's §5 rules do not say it). */
const MINIMUM_AGE_YEARS = 18;

const UNIQUE_MESSAGES: Record<string, ApiMessageKey> = {
  player_username_unique: 'api.usernameTaken',
  player_email_unique: 'api.emailTaken',
  player_personal_no_unique: 'api.personalNoTaken',
};

function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) {
    age -= 1;
  }
  return age;
}

export interface AuthDeps {
  db: Kysely<Database>;
  queries: AuthQueries;
  players: Players;
  sessions: Sessions;
  /** argon2id at the configured cost (platform/passwords.ts). */
  passwords: Passwords;
  throttle: Throttle;
  codes: VerificationCodes;
  outbox: Outbox;
  wallets: Wallets;
  security: SecurityConfig;
  /** LCCP 3.5: a time-out or self-exclusion refuses the login, naming its end. */
  protection: { refuseLogin(playerId: number): Promise<void> };
  /** Closes a session's live sockets on every replica (the notify hub). */
  endLiveSession: (sessionId: string) => Promise<void>;
  /** The sports provider fields of the auth data (modules/sports/provider.ts); null by default. */
  sportsProvider?: (usercode: string, token: string) => ProviderSession;
}

/** spec §7 auth calls: login, register, form, logout and the three recovery steps. */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  /** spec §3 stored auth data, as login and register return it. */
  async authData(
    player: {
      id: number;
      username: string;
      usercode: string;
      phone: string;
      sms_verified: boolean;
    },
    token: string,
    fingerprint: string,
  ): Promise<AuthData> {
    const balance = await this.deps.wallets.balanceMinor(player.id);
    return {
      token,
      username: player.username,
      usercode: player.usercode,
      // spec §3 betsy*/betco* fields: set only when ops configure a sports provider.
      betsyCid: null,
      betsyUrl: null,
      betsyToken: null,
      betcoToken: null,
      betcoUrl: null,
      ...this.deps.sportsProvider?.(player.usercode, token),
      phone: player.phone,
      smsVerified: player.sms_verified,
      balance: minorToAmount(balance),
      fingerprint,
    };
  }

  async login(body: LoginPayload, meta: RequestMeta): Promise<Outcome<AuthData>> {
    assertValid(validateLogin(body));
    const { throttle, security } = this.deps;
    // Keyed by the name typed, whether or not it exists: the throttle reveals nothing either.
    const userKey = `login:user:${body.username.toLowerCase()}`;
    const ipKey = `login:ip:${meta.ip}`;
    // Count the try before the password is checked, one atomic increment per key, and decide on
    // the count it returns: a parallel burst cannot have more passwords checked than the limit
    // (a peek-then-count would let every request of the burst see the same old count).
    const [user, ip] = await Promise.all([throttle.hit(userKey), throttle.hit(ipKey)]);
    if (user.hits > security.loginFailuresPerUsername)
      throw tooManyRequests(user.retryAfterSeconds);
    if (ip.hits > security.loginFailuresPerIp) throw tooManyRequests(ip.retryAfterSeconds);

    const player = await this.deps.players.byUsername(body.username);
    const passwordOk = await this.deps.passwords.verify(player?.password_hash, body.password);
    if (!player || !passwordOk) throw badRequest('api.loginFailed');
    // Only failures count: a login clears the name's count and takes back the address's try.
    await Promise.all([throttle.reset(userKey), throttle.undo(ipKey)]);
    // LCCP 3.5: only once the password was right does the answer name a break's end.
    await this.deps.protection.refuseLogin(player.id);
    // The back office › players: a locked account cannot log in (only a right password learns so).
    const token = await this.deps.db.transaction().execute(async (trx) => {
      if (await this.deps.queries.lockedForLogin(trx, player.id)) {
        throw badRequest('server.accountLocked');
      }
      return this.deps.sessions.start(trx, player.id, meta);
    });
    return { data: await this.authData(player, token, meta.fingerprint), message: 'api.loggedIn' };
  }

  async register(body: RegistrationPayload, meta: RequestMeta): Promise<Outcome<AuthData>> {
    assertValid(validateRegister(body));
    const birthDate = composeBirthDate(body.birthDateDay, body.birthDateMonth, body.birthDateYear);
    if (ageOn(birthDate, new Date()) < MINIMUM_AGE_YEARS) throw badRequest('server.underAge');
    if (body.currencyId !== DEFAULT_CURRENCY_ID) throw badRequest('server.currencyUnknown');
    const countryId = body.country;
    if (!(await this.deps.queries.countryExists(countryId))) throw badRequest('api.countryUnknown');
    const player = {
      username: body.username,
      email: body.email,
      personalNo: body.PersonalNo,
      name: body.name,
      surname: body.surname,
      phone: digitsOf(body.phone),
      countryId,
      currencyId: DEFAULT_CURRENCY_ID,
      birthDate,
      refId: body.refId ?? null,
    };
    const taken = await this.deps.queries.taken(player);
    if (taken.username) throw badRequest('api.usernameTaken');
    if (taken.email) throw badRequest('api.emailTaken');
    if (taken.personalNo) throw badRequest('api.personalNoTaken');

    const passwordHash = await this.deps.passwords.hash(body.password);
    try {
      const { row, token } = await this.deps.db.transaction().execute(async (trx) => {
        const row = await this.deps.queries.insertPlayer(trx, { ...player, passwordHash });
        await this.deps.wallets.open(trx, row.id);
        const token = await this.deps.sessions.start(trx, row.id, meta);
        return { row, token };
      });
      return { data: await this.authData(row, token, meta.fingerprint), message: 'api.registered' };
    } catch (error) {
      // Two registrations racing past the check above: the unique constraint decides.
      const constraint = violatedUniqueConstraint(error);
      const message = constraint !== undefined ? UNIQUE_MESSAGES[constraint] : undefined;
      if (message) throw badRequest(message);
      throw error;
    }
  }

  /** spec §7 auth/form: the country items of spec §3 in the reader's language, alphabetically. */
  async form(locale: ApiLocale): Promise<Outcome<AuthFormData>> {
    const rows = await this.deps.queries.countries(locale);
    const collator = new Intl.Collator(locale);
    const countries = rows
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((r) => ({ id: r.id, name: r.name }));
    return { data: { countries } };
  }

  /**
   * spec §7 auth/logout (response ignored): ends the bearer's session and closes its live
   * sockets on every replica now, not at the next sweep. No or an ended session is not an error.
   */
  async logout(principal: Principal | null): Promise<Outcome<null>> {
    if (principal) {
      await this.deps.sessions.end(principal.sessionId, 'logout');
      await this.deps.endLiveSession(principal.sessionId);
    }
    return { data: null, message: 'api.loggedOut' };
  }

  /** Every recovery call counts against the username typed and the caller's IP. */
  private async throttleRecovery(username: string, ip: string) {
    const { throttle, security } = this.deps;
    const [user, address] = await Promise.all([
      throttle.hit(`recovery:user:${username.toLowerCase()}`),
      throttle.hit(`recovery:ip:${ip}`),
    ]);
    if (user.hits > security.recoveryRequestsPerUsername) {
      throw tooManyRequests(user.retryAfterSeconds);
    }
    if (address.hits > security.recoveryRequestsPerIp) {
      throw tooManyRequests(address.retryAfterSeconds);
    }
  }

  /** Recovery step 1: e-mails a reset code. The answer is the same whether the user exists. */
  async sendResetPassword(
    body: RecoveryUsernamePayload,
    meta: RequestMeta,
    locale: ApiLocale,
  ): Promise<Outcome<null>> {
    assertValid(validateRecoveryUsername(body));
    await this.throttleRecovery(body.username, meta.ip);
    const player = await this.deps.players.byUsername(body.username);
    // OWASP ASVS 5.0 V6.3.8: an unknown username gets the same answer after the same work — a
    // code drawn, hashed and "stored", a message rendered and "written" — through decoys that
    // run the same statements and change no row. Delivery to a provider is off the request path.
    const { codes, outbox } = this.deps;
    const ttl = this.deps.security.resetCodeTtlSeconds;
    const issue = { purpose: 'reset' as const, digits: RESET_CODE_DIGITS, ttlSeconds: ttl };
    const email = player?.email ?? DECOY_EMAIL;
    const code = player
      ? await codes.issue({ ...issue, playerId: player.id, target: email })
      : await codes.issueDecoy({ ...issue, target: email });
    const message = {
      channel: 'email' as const,
      recipient: email,
      subject: translate(locale, 'api.outbox.resetSubject'),
      text: translate(locale, 'api.outbox.resetText', { code, minutes: Math.round(ttl / 60) }),
      code,
    };
    await (player ? outbox.send(message) : outbox.sendDecoy(message));
    return { data: null, message: 'api.resetCodeSent' };
  }

  private async checkReset(username: string, code: string, ip: string, consume: boolean) {
    await this.throttleRecovery(username, ip);
    const player = await this.deps.players.byUsername(username);
    // OWASP ASVS 5.0 V6.3.8: an unknown username's code is checked too (against player 0, who
    // has none), so it answers "invalid code" after the same statements as a known one.
    const result = await this.deps.codes.check({
      purpose: 'reset',
      playerId: player?.id ?? 0,
      code: digitsOf(textOf(code)),
      consume,
    });
    if (!player) throw badRequest('api.codeInvalid');
    if (result !== 'ok') throw badRequest(codeFailure(result));
    return player;
  }

  /** Recovery step 2: is the code right? (It stays usable for step 3.) */
  async checkResetCode(body: RecoveryCodePayload, meta: RequestMeta): Promise<Outcome<null>> {
    assertValid(validateCheckResetCode(body));
    await this.checkReset(body.username, body.code, meta.ip, false);
    return { data: null, message: 'api.resetCodeValid' };
  }

  /** Recovery step 3: new password; every open session of the player ends. */
  async changePasswordWithCode(
    body: RecoveryPasswordPayload,
    meta: RequestMeta,
  ): Promise<Outcome<null>> {
    assertValid(validateChangePasswordWithCode(body));
    const player = await this.checkReset(body.username, body.code, meta.ip, true);
    const passwordHash = await this.deps.passwords.hash(body.password);
    const ended = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.players.setPassword(trx, player.id, passwordHash);
      return this.deps.sessions.endAll(trx, player.id, 'password-reset');
    });
    // The ended sessions' sockets close now, through the same path as logout.
    await Promise.all(ended.map((sid) => this.deps.endLiveSession(sid)));
    return { data: null, message: 'api.passwordChanged' };
  }
}
