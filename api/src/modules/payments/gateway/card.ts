import crypto from 'node:crypto';
import valid from 'card-validator';
import { personName } from '@oyna/contracts';

/**
 * The built-in gateway's card checks and its test cards. The gateway is a test gateway (its
 * page says so): no bank is asked, the card number decides the outcome, as a real gateway's
 * sandbox does. Numbers are checked by card-validator (Luhn, brand and length, expiry, CVC).
 */

/** spec-free test cards, the numbers every sandbox uses. */
export const TEST_CARDS = {
  approves: '4111111111111111',
  declines: '4000000000000002',
  challenge: '4000000000003220',
} as const;

/** The 3-D Secure code the test gateway's challenge accepts (its page says so). */
export const TEST_CHALLENGE_CODE = '123456';

/** After this many wrong codes the issuer declines the payment. */
export const CHALLENGE_ATTEMPTS = 3;

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';
export type CardProblem =
  | 'numberRequired'
  | 'numberInvalid'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcInvalid'
  | 'holderInvalid';

export interface CardInput {
  number?: string;
  expiry?: string;
  cvc?: string;
  holder?: string;
}

/** What the gateway may keep of a card (PCI DSS 3.3, 3.4): never the number, never the CVC. */
export interface KeptCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  token: string;
}

export type CardDecision = 'approve' | 'decline' | 'challenge';

export type CardCheck =
  | { ok: true; card: KeptCard; decision: CardDecision }
  | { ok: false; problems: Partial<Record<CardField, CardProblem>> };

const digitsOf = (s: string | undefined) => (s ?? '').replace(/[\s-]/g, '');

/** Checks a card typed on the hosted page; the number and the CVC go no further than here. */
export function checkCard(input: CardInput, now = new Date()): CardCheck {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const number = digitsOf(input.number);
  const verified = valid.number(number);
  if (number === '') problems.number = 'numberRequired';
  else if (!/^\d{12,19}$/.test(number) || !verified.isValid || !verified.card) {
    problems.number = 'numberInvalid';
  }

  const expiryText = (input.expiry ?? '').replace(/\s/g, '');
  const parts = /^(\d{2})\/(\d{2})$/.exec(expiryText);
  const month = parts ? Number(parts[1]) : NaN;
  const year = parts ? 2000 + Number(parts[2]) : NaN;
  if (!parts || month < 1 || month > 12) {
    problems.expiry = 'expiryInvalid';
  } else if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  ) {
    problems.expiry = 'expiryPast';
  } else if (!valid.expirationDate(expiryText).isValid) {
    // card-validator also refuses an expiry more than 19 years ahead.
    problems.expiry = 'expiryInvalid';
  }

  const cvcLength = verified.card?.code.size ?? 3;
  const cvc = (input.cvc ?? '').trim();
  if (!/^\d+$/.test(cvc) || !valid.cvv(cvc, cvcLength).isValid) problems.cvc = 'cvcInvalid';

  if (!input.holder || personName()(input.holder.trim()) || input.holder.trim() === '') {
    problems.holder = 'holderInvalid';
  }

  if (Object.keys(problems).length > 0 || !verified.card) {
    return { ok: false, problems };
  }
  const decision: CardDecision =
    number === TEST_CARDS.declines
      ? 'decline'
      : number === TEST_CARDS.challenge
        ? 'challenge'
        : 'approve';
  return {
    ok: true,
    decision,
    card: {
      brand: verified.card.type,
      last4: number.slice(-4),
      expMonth: month,
      expYear: year,
      token: `tok_${crypto.randomBytes(16).toString('base64url')}`,
    },
  };
}

/** Whether a 3-D Secure code is the test gateway's (constant-time, as any secret). */
export function challengePasses(code: string | undefined): boolean {
  const given = Buffer.from((code ?? '').trim());
  const expected = Buffer.from(TEST_CHALLENGE_CODE);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
