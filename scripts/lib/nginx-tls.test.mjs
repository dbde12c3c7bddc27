// node --test scripts/lib (npm test runs it): the edge's optional TLS listener with HTTP/2
// (nginx/templates/edge-tls.conf.template, docs/ops.md › TLS at the edge). The rendered config
// with TLS off and on, then the real nginx on it (`nginx -t` first, as startNginx does) in front
// of a stand-in api and a one-page shell build, reached over HTTP/2 and over wss. The certificate
// is made by openssl at run time into a temp dir; no key is in the repo. Without nginx or openssl
// the tests fail, they never pass silently.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { edgeTlsFromEnv, FRONTENDS, prepareNginx, startNginx, stopNginx } from './nginx.mjs';
import { throwawayCertificate } from './throwaway-cert.mjs';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The security headers every page of the edge carries (edge.conf.template, server level). */
const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
];
const pick = (headers, names) => Object.fromEntries(names.map((n) => [n, headers[n]]));
/** The edge's HSTS (helmet's value, as the api sends it), and the stand-in api's own. */
const EDGE_HSTS = 'max-age=31536000; includeSubDomains';
const API_HSTS = 'max-age=600';

describe('the edge config with TLS off and on (rendering)', () => {
  it('reads TLS from EDGE_TLS_CERT/EDGE_TLS_KEY, both or neither', () => {
    assert.equal(edgeTlsFromEnv('127.0.0.1:8088', {}), null);
    assert.deepEqual(
      edgeTlsFromEnv('127.0.0.1:8088', { EDGE_TLS_CERT: '/c.pem', EDGE_TLS_KEY: '/k.pem' }),
      { listen: '127.0.0.1:8443', cert: '/c.pem', key: '/k.pem' },
    );
    assert.equal(
      edgeTlsFromEnv('80', { EDGE_TLS_CERT: '/c', EDGE_TLS_KEY: '/k', EDGE_TLS_LISTEN: '443' })
        ?.listen,
      '443',
    );
    assert.throws(() => edgeTlsFromEnv('80', { EDGE_TLS_CERT: '/c' }), /go together/);
    assert.throws(() => edgeTlsFromEnv('80', { EDGE_TLS_KEY: '/k' }), /go together/);
    assert.throws(() => edgeTlsFromEnv('80', { EDGE_TLS_LISTEN: '443' }), /EDGE_TLS_CERT/);
  });

  it('renders no TLS listener when off, and one with HTTP/2 and TLS 1.2/1.3 when on', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-tls-render-'));
    const prepared = [];
    try {
      const files = throwawayCertificate(dir);
      const base = { edgeListen: '127.0.0.1:1', apiUpstreams: ['127.0.0.1:2'], staticBasePort: 3 };
      const off = await prepareNginx({ ...base, tls: null });
      prepared.push(off);
      assert.equal(off.tlsListen, null);
      assert.equal(fs.existsSync(path.join(off.workDir, 'conf.d', 'edge-tls')), false);
      const edgeOff = fs.readFileSync(path.join(off.workDir, 'conf.d', 'edge.conf'), 'utf8');
      assert.doesNotMatch(edgeOff, /\bssl\b/);

      const on = await prepareNginx({ ...base, tls: { listen: '127.0.0.1:9', ...files } });
      prepared.push(on);
      assert.equal(on.tlsListen, '127.0.0.1:9');
      const tls = fs.readFileSync(path.join(on.workDir, 'conf.d', 'edge-tls', 'tls.conf'), 'utf8');
      assert.match(tls, /^listen 127\.0\.0\.1:9 ssl http2;$/m);
      assert.match(tls, new RegExp(`^ssl_certificate ${files.cert};$`, 'm'));
      assert.match(tls, new RegExp(`^ssl_certificate_key ${files.key};$`, 'm'));
      assert.match(tls, /^ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
      assert.match(tls, /^ssl_session_cache shared:/m);
      // The edge's server block is the same file either way: the TLS listener shares it.
      const edgeOn = fs.readFileSync(path.join(on.workDir, 'conf.d', 'edge.conf'), 'utf8');
      assert.equal(edgeOn, edgeOff);
      assert.match(edgeOn, /^\s+include conf\.d\/edge-tls\/\*\.conf;$/m);

      await assert.rejects(
        prepareNginx({
          ...base,
          tls: { listen: '4', cert: path.join(dir, 'none.pem'), key: files.key },
        }),
        /no file/,
      );
    } finally {
      for (const p of prepared) fs.rmSync(p.workDir, { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the edge over TLS with HTTP/2 (real nginx)', () => {
  let dir = '';
  let api;
  let nginx;
  let prepared;
  let plainUrl = '';
  let tlsUrl = '';
  /** What the stand-in api saw last: the forwarded scheme. */
  const seen = { proto: '' };
  /** The api's WebSocket ends (an upgraded socket is not the server's to close). */
  const upgraded = new Set();

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-tls-live-'));
    fs.chmodSync(dir, 0o755);
    const files = throwawayCertificate(dir);
    // A one-page shell build; the other apps' dists are empty folders (never asked for here).
    for (const f of FRONTENDS) fs.mkdirSync(path.join(dir, f.folder, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), '<!doctype html><p>oyna</p>');

    // The stand-in api: JSON for /api/, a WebSocket handshake (RFC 6455 §4.2.2) for /notify.
    api = http.createServer((req, res) => {
      seen.proto = String(req.headers['x-forwarded-proto']);
      res.setHeader('content-type', 'application/json');
      // As the api's helmet does on every answer (its value differs here, to tell them apart).
      res.setHeader('strict-transport-security', API_HSTS);
      res.end(JSON.stringify({ success: true, message: 'ok', data: { path: req.url } }));
    });
    api.on('upgrade', (req, socket) => {
      upgraded.add(socket);
      seen.proto = String(req.headers['x-forwarded-proto']);
      const accept = crypto
        .createHash('sha1')
        .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
        .digest('base64');
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
      // One unmasked text frame "hub" (RFC 6455 §5.2), then echo whatever comes.
      socket.write(Buffer.from([0x81, 3, ...Buffer.from('hub')]));
      socket.on('data', (chunk) => socket.write(chunk));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = /** @type {net.AddressInfo} */ (api.address()).port;

    const [edgePort, tlsPort] = [await freePort(), await freePort()];
    prepared = await prepareNginx({
      edgeListen: `127.0.0.1:${edgePort}`,
      apiUpstreams: [`127.0.0.1:${apiPort}`],
      distBase: dir,
      tls: { listen: `127.0.0.1:${tlsPort}`, ...files },
    });
    plainUrl = `http://127.0.0.1:${edgePort}`;
    tlsUrl = `https://127.0.0.1:${tlsPort}`;
    nginx = await startNginx(prepared, plainUrl);
  });

  after(async () => {
    await stopNginx(nginx, prepared?.workDir);
    api?.closeAllConnections();
    for (const socket of upgraded) socket.destroy();
    await new Promise((resolve) => (api ? api.close(resolve) : resolve()));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** GET over HTTP/2 (ALPN h2 only): status, headers and body. */
  async function h2Get(pathname) {
    const session = http2.connect(tlsUrl, { rejectUnauthorized: false, ALPNProtocols: ['h2'] });
    try {
      return await new Promise((resolve, reject) => {
        session.on('error', reject);
        const req = session.request({ ':path': pathname });
        let body = '';
        let headers;
        req.setEncoding('utf8');
        req.on('response', (h) => (headers = h));
        req.on('data', (d) => (body += d));
        req.on('end', () =>
          resolve({ status: headers[':status'], headers, body, alpn: session.alpnProtocol }),
        );
        req.on('error', reject);
        req.end();
      });
    } finally {
      session.close();
    }
  }

  async function plainGet(pathname) {
    const res = await fetch(`${plainUrl}${pathname}`);
    return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  }

  it("serves / over HTTP/2 with the plain listener's security headers, plus HSTS", async () => {
    const tls = await h2Get('/');
    assert.equal(tls.alpn, 'h2');
    assert.equal(tls.status, 200);
    assert.match(tls.body, /oyna/);
    const plain = await plainGet('/');
    assert.equal(plain.status, 200);
    assert.deepEqual(pick(tls.headers, SECURITY), pick(plain.headers, SECURITY));
    assert.match(tls.headers['content-security-policy'], /^default-src 'self';/);
    assert.equal(tls.headers['strict-transport-security'], EDGE_HSTS);
    assert.equal(plain.headers['strict-transport-security'], undefined);
  });

  it("keeps the locations' own header sets on TLS, with one HSTS header", async () => {
    for (const pathname of ['/provider/x', '/backoffice/', '/api/health']) {
      const tls = await h2Get(pathname);
      const plain = await plainGet(pathname);
      assert.deepEqual(pick(tls.headers, SECURITY), pick(plain.headers, SECURITY), pathname);
      // The api's own passes through alone (never two); the edge adds its own where none came.
      const fromApi = pathname !== '/backoffice/';
      assert.equal(tls.headers['strict-transport-security'], fromApi ? API_HSTS : EDGE_HSTS);
      assert.equal(plain.headers['strict-transport-security'], fromApi ? API_HSTS : undefined);
    }
  });

  it('reaches the api over HTTP/2, which sees the request as https', async () => {
    const res = await h2Get('/api/health');
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.body).data, { path: '/api/health' });
    assert.equal(seen.proto, 'https');
  });

  it("passes the notify hub's WebSocket through over wss (HTTP/1.1 by ALPN)", async () => {
    const url = new URL(`${tlsUrl}/notify?id=test`);
    const { res, socket, head } = await new Promise((resolve, reject) => {
      // As a browser opens a WebSocket: ALPN offers HTTP/1.1 only.
      const req = https.request(url, {
        rejectUnauthorized: false,
        ALPNProtocols: ['http/1.1'],
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': crypto.randomBytes(16).toString('base64'),
        },
      });
      req.on('upgrade', (r, s, h) => resolve({ res: r, socket: s, head: h }));
      req.on('response', (r) => reject(new Error(`no upgrade: ${r.statusCode}`)));
      req.on('error', reject);
      req.end();
    });
    try {
      assert.equal(res.statusCode, 101);
      assert.equal(socket.alpnProtocol, 'http/1.1');
      assert.equal(seen.proto, 'https');
      // The hub's first frame arrives through the edge.
      let data = head;
      while (data.length < 5) {
        data = Buffer.concat([data, await new Promise((resolve) => socket.once('data', resolve))]);
      }
      assert.deepEqual([...data.subarray(0, 5)], [0x81, 3, ...Buffer.from('hub')]);
    } finally {
      socket.destroy();
    }
  });
});
