// A throwaway self-signed certificate for the loopback edge's TLS listener (docs/ops.md › TLS at
// the edge): the benches' HTTP/2 edge and the edge's TLS test make one at run time, so no key is
// ever in the repository.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A P-256 certificate for 127.0.0.1, valid one day, written into `dir` as cert.pem and key.pem
 * by openssl (throws when openssl is missing or fails).
 */
export function throwawayCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-days',
      '1',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}
