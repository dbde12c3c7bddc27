// Renders nginx/templates/*.template into one loopback nginx (CI, e2e, `npm run serve`): the edge
// on EDGE_LISTEN (and, with EDGE_TLS_CERT/EDGE_TLS_KEY, a TLS listener with HTTP/2 inside the same
// server block) and one static server per front-end app on a free loopback port, exactly the
// files docker-compose uses, filled with different values. Never reads or writes /etc/nginx:
// pid, logs and temp paths live in a work dir passed with -p.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startProcess, stopProcess, waitForHttp } from './processes.mjs';

/** The front-end apps, their folders and the port offset of their static server. */
export const FRONTENDS = [
  { app: 'shell', folder: 'shell', fallback: '/index.html', entry: 'index.html' },
  { app: 'sports', folder: 'remote-sports', fallback: '=404', entry: 'mf-manifest.json' },
  { app: 'casino', folder: 'remote-casino', fallback: '=404', entry: 'mf-manifest.json' },
  { app: 'account', folder: 'remote-account', fallback: '=404', entry: 'mf-manifest.json' },
  { app: 'payments', folder: 'remote-payments', fallback: '=404', entry: 'mf-manifest.json' },
  // The back office: a single-page app of its own at /backoffice/ (deep links → its index.html).
  { app: 'backoffice', folder: 'backoffice', fallback: '/index.html', entry: 'index.html' },
];

const templatesDir = path.join(repoRoot, 'nginx', 'templates');

/**
 * envsubst-style rendering, limited to ${UPPER_CASE} names so that nginx's own $variables stay.
 * Unlike envsubst, a name without a value is an error rather than an empty string.
 * @param {string} text
 * @param {Record<string, string>} vars
 * @param {string} [source]
 */
export function renderTemplate(text, vars, source = 'template') {
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`${source}: no value for \${${name}}`);
    return value;
  });
}

/**
 * The edge's CSP `frame-src` sources beyond 'self' (spec §2 game player: the game in a frame;
 * issue rule: "the site's CSP frame-src lists the provider origins from configuration"):
 * GAME_FRAME_ORIGINS, a space-separated list of http(s) origins such as
 * `https://games.provider.example https://cdn.provider.example:8443`. Anything else (a path,
 * a wildcard scheme, a quote or a semicolon that would rewrite the policy) is refused.
 * @param {string | undefined} value
 * @returns {string} the origins, space-separated (empty when none)
 */
export function gameFrameOrigins(value) {
  const origins = (value ?? '').split(/\s+/).filter(Boolean);
  for (const origin of origins) {
    let url;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.origin !== origin.replace(/\/$/, '') ||
      !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/i.test(origin)
    ) {
      throw new Error(
        `GAME_FRAME_ORIGINS: "${origin}" is not an http(s) origin (scheme://host[:port], no path)`,
      );
    }
  }
  return origins.map((o) => o.replace(/\/$/, '')).join(' ');
}

/**
 * The edge's optional TLS listener (docs/ops.md › TLS at the edge), from the environment:
 * EDGE_TLS_CERT and EDGE_TLS_KEY (paths to PEM files), both or neither, and EDGE_TLS_LISTEN
 * (default: the plain listener's host on port 8443). Neither set: null, the edge stays plain HTTP.
 * @param {string} edgeListen  the plain listener, e.g. '127.0.0.1:8088'
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ listen: string, cert: string, key: string } | null}
 */
export function edgeTlsFromEnv(edgeListen, env = process.env) {
  const cert = env.EDGE_TLS_CERT || undefined;
  const key = env.EDGE_TLS_KEY || undefined;
  if (!cert && !key) {
    if (env.EDGE_TLS_LISTEN)
      throw new Error('EDGE_TLS_LISTEN is set but EDGE_TLS_CERT and EDGE_TLS_KEY are not');
    return null;
  }
  if (!cert || !key) throw new Error('EDGE_TLS_CERT and EDGE_TLS_KEY go together: set both');
  const host = edgeListen.includes(':') ? edgeListen.slice(0, edgeListen.lastIndexOf(':')) : '';
  return { listen: env.EDGE_TLS_LISTEN || (host ? `${host}:8443` : '8443'), cert, key };
}

/** The nginx binary: $NGINX_BIN, else the first nginx on PATH or in /usr/sbin. */
export function findNginx() {
  if (process.env.NGINX_BIN)
    return fs.existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  const dirs = [
    ...(process.env.PATH ?? '').split(':'),
    '/usr/sbin',
    '/usr/local/sbin',
    '/usr/local/nginx/sbin',
  ];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'nginx');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Where each app's built dist is read from ($OYNA_DIST_BASE/<folder>/dist, default the repo). */
export function distDirs(distBase = process.env.OYNA_DIST_BASE ?? repoRoot) {
  return FRONTENDS.map((f) => ({ ...f, dir: path.resolve(distBase, f.folder, 'dist') }));
}

/** Apps whose dist lacks its entry file, e.g. ['remote-casino (…/dist/mf-manifest.json)']. */
export function missingDists(distBase) {
  return distDirs(distBase)
    .filter((d) => !fs.existsSync(path.join(d.dir, d.entry)))
    .map((d) => `${d.folder} (${path.join(d.dir, d.entry)})`);
}

/** When nginx runs as root its workers run as `nobody`: can they reach every dist? */
function readableByOthers(dir) {
  let current = dir;
  while (true) {
    const { mode } = fs.statSync(current);
    if ((mode & 0o005) !== 0o005 && current === dir) return false;
    if ((mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** `count` loopback ports free right now (the static servers are internal: any port will do). */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Debian's brotli modules (libnginx-mod-http-brotli-filter/-static), when installed. */
const BROTLI_MODULE_DIR = '/usr/lib/nginx/modules';
function brotliModules() {
  if (process.env.OYNA_NGINX_BROTLI === '0') return [];
  const names = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
  const found = names.map((n) => path.join(BROTLI_MODULE_DIR, n)).filter((f) => fs.existsSync(f));
  return found.length === names.length ? found : [];
}

/**
 * Brotli beside gzip for every server (http level), when the modules are there: a client that
 * accepts br gets br (smaller than gzip for JS), one that accepts only gzip gets gzip. The edge
 * passes the static servers' compressed answers through (it compresses only what comes
 * uncompressed, such as the api's JSON). The official nginx image (docker-compose) has no brotli
 * module, so the templates keep gzip only and this is added here.
 */
const BROTLI_HTTP = `    brotli on;
    brotli_static on;
    brotli_comp_level 5;
    brotli_min_length 256;
    brotli_types text/plain text/css text/javascript application/javascript application/json
                 application/manifest+json image/svg+xml;
`;

/**
 * Writes nginx.conf and the rendered templates into a fresh work dir.
 * @param {object} o
 * @param {string} o.edgeListen           e.g. '127.0.0.1:8088'
 * @param {string[]} o.apiUpstreams       e.g. ['127.0.0.1:4000']
 * @param {number} [o.staticBasePort]     fixed static server ports (shell, then one per remote);
 *                                        default: free loopback ports picked now
 * @param {string} [o.distBase]
 * @param {string} [o.remotesJson]        a remotes.json that wins over the shell's built one
 * @param {string} [o.releasesDir]        the release store served at /releases/
 *                                        (docs/decisions/012-remote-releases.md)
 * @param {string} [o.remotesConfigDir]   the environment's remotes config (`npm run remotes`):
 *                                        its remotes.json, when there, wins over the shell's built
 *                                        one (remotesJson wins over both)
 * @param {{ listen: string, cert: string, key: string } | null} [o.tls]  the edge's TLS listener
 *                                        with HTTP/2; default: edgeTlsFromEnv (none when unset)
 * @returns {Promise<{ workDir: string, confPath: string, staticAddresses: { app: string, address: string }[], tlsListen: string | null }>}
 */
export async function prepareNginx(options) {
  const staticPorts = options.staticBasePort
    ? FRONTENDS.map((_, i) => options.staticBasePort + i)
    : await freePorts(FRONTENDS.length);
  const tls = options.tls === undefined ? edgeTlsFromEnv(options.edgeListen) : options.tls;
  if (tls) {
    for (const file of [tls.cert, tls.key]) {
      if (!path.isAbsolute(file))
        throw new Error(`EDGE_TLS_CERT/EDGE_TLS_KEY: ${file} is not an absolute path`);
      if (!fs.existsSync(file)) throw new Error(`EDGE_TLS_CERT/EDGE_TLS_KEY: no file ${file}`);
    }
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-nginx-'));
  try {
    return writeConfig(workDir, { ...options, staticPorts, tls });
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * @param {string} workDir
 * @param {{ edgeListen: string, apiUpstreams: string[], staticPorts: number[], distBase?: string, remotesJson?: string, releasesDir?: string, remotesConfigDir?: string, tls: { listen: string, cert: string, key: string } | null }} o
 */
function writeConfig(
  workDir,
  {
    edgeListen,
    apiUpstreams,
    staticPorts,
    distBase,
    remotesJson,
    releasesDir,
    remotesConfigDir,
    tls,
  },
) {
  // Workers of a root-started nginx run as nobody and must reach the temp and runtime paths.
  fs.chmodSync(workDir, 0o755);
  for (const sub of ['conf.d', 'logs', 'tmp', 'runtime'])
    fs.mkdirSync(path.join(workDir, sub), { mode: 0o755 });
  const runtimeDir = path.join(workDir, 'runtime');
  if (remotesJson) fs.writeFileSync(path.join(runtimeDir, 'remotes.json'), remotesJson);
  // The shell's /remotes.json: OYNA_REMOTES_JSON's, else the remotes config's, else the built one.
  const shellRuntimeDir = !remotesJson && remotesConfigDir ? remotesConfigDir : runtimeDir;
  const releasesRoot = releasesDir ?? path.join(workDir, 'releases');
  fs.mkdirSync(releasesRoot, { recursive: true });

  const dists = distDirs(distBase);
  const staticAddress = (i) => `127.0.0.1:${staticPorts[i]}`;
  const read = (name) => fs.readFileSync(path.join(templatesDir, name), 'utf8');

  dists.forEach((d, i) => {
    const conf = renderTemplate(
      read('static.conf.template'),
      {
        STATIC_LISTEN: staticAddress(i),
        STATIC_ROOT: d.dir,
        STATIC_FALLBACK: d.fallback,
        STATIC_RUNTIME_DIR: d.app === 'shell' ? shellRuntimeDir : runtimeDir,
        STATIC_RELEASES_DIR: releasesRoot,
      },
      'static.conf.template',
    );
    fs.writeFileSync(path.join(workDir, 'conf.d', `static-${d.app}.conf`), conf);
  });

  const upstream = Object.fromEntries(
    dists.map((d, i) => [`${d.app.toUpperCase()}_UPSTREAM`, staticAddress(i)]),
  );
  // Several replicas become several `server` lines of the same upstream block, each with the
  // template's failure window (edge.conf.template › upstream oyna_api).
  const edge = renderTemplate(
    read('edge.conf.template'),
    {
      EDGE_LISTEN: edgeListen,
      API_UPSTREAM: apiUpstreams.join(' max_fails=1 fail_timeout=2s; server '),
      GAME_FRAME_ORIGINS: gameFrameOrigins(process.env.GAME_FRAME_ORIGINS),
      ...upstream,
    },
    'edge.conf.template',
  );
  fs.writeFileSync(path.join(workDir, 'conf.d', 'edge.conf'), edge);
  // The TLS listener goes inside the edge's server block (its `include conf.d/edge-tls/*.conf`,
  // relative to nginx.conf's directory, this work dir); without TLS the folder stays absent.
  if (tls) {
    const tlsDir = path.join(workDir, 'conf.d', 'edge-tls');
    fs.mkdirSync(tlsDir, { mode: 0o755 });
    const tlsConf = renderTemplate(
      read('edge-tls.conf.template'),
      { EDGE_TLS_LISTEN: tls.listen, EDGE_TLS_CERT: tls.cert, EDGE_TLS_KEY: tls.key },
      'edge-tls.conf.template',
    );
    fs.writeFileSync(path.join(tlsDir, 'tls.conf'), tlsConf);
  }

  const asRoot = process.getuid?.() === 0;
  const workersAsRoot =
    asRoot &&
    ![...dists.map((d) => d.dir), releasesRoot, shellRuntimeDir].every(
      (dir) => !fs.existsSync(dir) || readableByOthers(dir),
    );
  if (workersAsRoot) {
    console.log(
      '[nginx] a dist is not readable by "nobody": nginx workers run as root for this run',
    );
  }
  const tmp = (name) => `${path.join(workDir, 'tmp', name)}`;
  const brotli = brotliModules();
  const main = `# Rendered by scripts/lib/nginx.mjs — do not edit; see nginx/templates/.
${brotli.map((m) => `load_module ${m};`).join('\n')}
${workersAsRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${path.join(workDir, 'nginx.pid')};
error_log stderr warn;

events {
    worker_connections 1024;
}

http {
    include ${path.join(repoRoot, 'nginx', 'mime.types')};
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    access_log ${path.join(workDir, 'logs', 'access.log')};
    client_body_temp_path ${tmp('client_body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};

${brotli.length ? BROTLI_HTTP : ''}
    include ${path.join(workDir, 'conf.d')}/*.conf;
}
`;
  const confPath = path.join(workDir, 'nginx.conf');
  fs.writeFileSync(confPath, main);
  return {
    workDir,
    confPath,
    staticAddresses: dists.map((d, i) => ({ app: d.app, address: staticAddress(i) })),
    tlsListen: tls ? tls.listen : null,
  };
}

/**
 * Checks the rendered config with `nginx -t`, starts nginx in the foreground of a child process
 * and waits until the edge answers /healthz.
 * @param {{ workDir: string, confPath: string }} prepared
 * @param {string} edgeUrl  e.g. 'http://127.0.0.1:8088'
 */
export async function startNginx({ workDir, confPath }, edgeUrl) {
  const bin = findNginx();
  if (!bin)
    throw new Error('nginx not found: install it with `apt-get install nginx` (or set NGINX_BIN)');
  const args = ['-e', path.join(workDir, 'logs', 'error.log'), '-p', workDir, '-c', confPath];
  try {
    execFileSync(bin, [...args, '-t', '-q'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = /** @type {{ stderr?: Buffer }} */ (error).stderr?.toString() ?? '';
    throw new Error(`nginx rejected the rendered config ${confPath}:\n${stderr}`, { cause: error });
  }
  const child = startProcess('nginx', bin, args);
  await waitForHttp(`${edgeUrl}/healthz`, { timeoutMs: 15_000, child });
  return child;
}

/** Stops nginx gracefully (SIGQUIT lets open requests finish) and removes its work dir. */
export async function stopNginx(child, workDir) {
  if (child) await stopProcess(child, 'SIGQUIT', 5_000);
  if (workDir && !process.env.OYNA_KEEP_NGINX_DIR)
    fs.rmSync(workDir, { recursive: true, force: true });
}
