import crypto from 'node:crypto';
import type { SportsConfig } from './config';

/** The provider fields of spec §3's auth data. */
export interface ProviderSession {
  betsyCid: string | null;
  betsyUrl: string | null;
  betsyToken: string | null;
  betcoToken: string | null;
  betcoUrl: string | null;
}

/**
 * Provider frame mode (api/README.md › Sportsbook › Provider frame mode): the auth data carries a
 * provider's URL and a token for the player only when ops configure that provider; by default
 * every field is null and the sports remote shows the native sportsbook. The token is an HMAC of
 * the player's user code and session with the secret shared with the provider, so the provider
 * can check it without calling back, and it changes with every session.
 */
export function providerSession(
  provider: SportsConfig['provider'],
  usercode: string,
  sessionKey: string,
): ProviderSession {
  const sign = (secret: string, name: string) =>
    crypto
      .createHmac('sha256', secret)
      .update(`${name}:${usercode}:${sessionKey}`)
      .digest('base64url');
  const betco = provider.betcoUrl && provider.betcoSecret;
  const betsy = provider.betsyUrl && provider.betsySecret;
  return {
    betcoUrl: betco ? provider.betcoUrl! : null,
    betcoToken: betco ? `${usercode}.${sign(provider.betcoSecret!, 'betco')}` : null,
    betsyUrl: betsy ? provider.betsyUrl! : null,
    betsyToken: betsy ? `${usercode}.${sign(provider.betsySecret!, 'betsy')}` : null,
    betsyCid: betsy ? (provider.betsyCid ?? null) : null,
  };
}
