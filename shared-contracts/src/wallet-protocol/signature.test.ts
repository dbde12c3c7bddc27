import crypto from 'node:crypto';
import {
  parseSignatureHeader,
  SIGNATURE_TOLERANCE_S,
  signBody,
  verifyBodySignature,
} from './signature';

describe('game wallet signatures', () => {
  const secret = 'a-shared-secret';
  const body = '{"request_uuid":"r1","amount":100}';

  it('is t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>', async () => {
    const header = await signBody(secret, body, 1_700_000_000);
    const expected = crypto.createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    expect(await verifyBodySignature(secret, body, header, 1_700_000_000)).toBe('ok');
  });

  it('refuses another body, another secret, a malformed header and a stale timestamp', async () => {
    const now = 1_700_000_000;
    const header = await signBody(secret, body, now);
    expect(await verifyBodySignature(secret, body.replace('100', '101'), header, now)).toBe(
      'mismatch',
    );
    expect(await verifyBodySignature('other', body, header, now)).toBe('mismatch');
    expect(await verifyBodySignature(secret, body, undefined, now)).toBe('missing');
    expect(await verifyBodySignature(secret, body, 't=1,v1=zz', now)).toBe('missing');
    expect(await verifyBodySignature(secret, body, header, now + SIGNATURE_TOLERANCE_S)).toBe('ok');
    expect(await verifyBodySignature(secret, body, header, now + SIGNATURE_TOLERANCE_S + 1)).toBe(
      'stale',
    );
    expect(await verifyBodySignature(secret, body, header, now - SIGNATURE_TOLERANCE_S - 1)).toBe(
      'stale',
    );
  });

  it('parses several v1 values (secret rotation) and nothing malformed', () => {
    const mac = 'a'.repeat(64);
    expect(parseSignatureHeader(`t=5,v1=${mac},v1=${'b'.repeat(64)}`)).toEqual({
      timestampS: 5,
      macs: [mac, 'b'.repeat(64)],
    });
    expect(parseSignatureHeader(`v1=${mac}`)).toBeNull();
    expect(parseSignatureHeader('t=5')).toBeNull();
    expect(parseSignatureHeader(`t=5=6,v1=${mac}`)).toBeNull();
  });
});
