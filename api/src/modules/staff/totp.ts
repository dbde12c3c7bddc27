import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 defaults, which every authenticator app reads: 30 s steps, 6 digits, SHA-1. */
const PERIOD_SECONDS = 30;
/** The issuer an authenticator shows beside the account. */
const ISSUER = 'Oyna back office';

/**
 * TOTP two-factor for staff (the back office › staff identity), with otplib: secrets, the
 * otpauth URI and its QR code (qrcode), and checks that accept a code of the current step or the
 * one before (clock drift), each step once. The secret is stored sealed with AES-256-GCM under a
 * key derived from JWT_SECRET (HKDF), so a copy of the database alone does not give it away.
 */
export class Totp {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(
      crypto.hkdfSync('sha256', serverSecret, 'oyna-staff-totp', 'totp-secret', 32),
    );
  }

  newSecret(): string {
    return generateSecret();
  }

  uri(secret: string, email: string): string {
    return generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD_SECONDS });
  }

  qr(uri: string): Promise<string> {
    return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  }

  /** The time step of a valid code, or null (a code of the step before is accepted too). */
  async check(secret: string, code: string): Promise<number | null> {
    const token = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    try {
      const result = await verify({
        secret,
        token,
        period: PERIOD_SECONDS,
        epochTolerance: [PERIOD_SECONDS, 0],
      });
      if (!result.valid) return null;
      return 'timeStep' in result
        ? result.timeStep
        : Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + result.delta;
    } catch {
      return null;
    }
  }

  seal(secret: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = crypto.createDecipheriv(
        'aes-256-gcm',
        this.key,
        Buffer.from(iv, 'base64url'),
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}
