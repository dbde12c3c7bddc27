import fs from 'node:fs/promises';
import path from 'node:path';
import { INITIAL_STATE_ID, type GameState } from '../api-types';

/**
 * The game page: the built client's index.html (rspack writes it with hashed bundle names) with
 * the language and title filled in. It carries its own strict Content-Security-Policy: scripts and
 * styles only from this origin, no inline code, calls only to this origin, and it may be framed
 * only by this origin, the lobby's and those configured.
 */
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** Where the client's files are served from (rspack's publicPath). */
export const STATIC_PATH = '/provider/games/static/';

/** A content-hashed script or style of the build (rspack's `[name].[contenthash:10]`). */
const HASHED_FILE = /^[\w-]+\.[0-9a-f]{10}\.(js|css)$/;

/**
 * A JSON text as the content of an HTML data block: nothing in it can end the element or open a
 * comment or script (`<`, `>`, `&` as \u escapes), and the two line separators JavaScript once
 * refused in strings are escaped too.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Chunks a game does not need to start (client/app.tsx, client/index.tsx name them). */
const ON_USE = /^(rules-panel|fairness-panel|verify-page)\./;

interface Build {
  mtimeMs: number;
  html: string;
  /** The hashed scripts and styles, by file name. */
  files: string[];
}

export class GamePage {
  private cached: Build | undefined;

  constructor(private readonly distDir: string) {}

  /** The build as it is on disk (re-read after a rebuild: the watch build rewrites index.html). */
  private async build(): Promise<Build | undefined> {
    const file = path.join(this.distDir, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(file)).mtimeMs;
    } catch {
      return undefined;
    }
    if (!this.cached || this.cached.mtimeMs !== mtimeMs) {
      const [html, names] = await Promise.all([
        fs.readFile(file, 'utf8'),
        fs.readdir(this.distDir),
      ]);
      this.cached = { mtimeMs, html, files: names.filter((n) => HASHED_FILE.test(n)).sort() };
    }
    return this.cached;
  }

  /**
   * The page, or undefined when the client has not been built. For a live session it carries the
   * session's state as a JSON data block (`INITIAL_STATE_ID`, never run) and a preload of the
   * game's own chunk, so the client neither waits for a call nor fetches its game after starting.
   */
  async render(
    language: 'tr' | 'en',
    title: string,
    session?: { state: GameState },
  ): Promise<string | undefined> {
    const build = await this.build();
    if (!build) return undefined;
    let html = build.html.replace('%LANG%', language).replace('%TITLE%', escapeHtml(title));
    if (session) {
      const chunk = build.files.find((f) => f.startsWith(`${session.state.game.kind}-game.`));
      const head =
        (chunk ? `<link rel="preload" as="script" href="${STATIC_PATH}${chunk}">` : '') +
        `<script type="application/json" id="${INITIAL_STATE_ID}">${jsonForHtml(session.state)}</script>`;
      html = html.replace('</head>', `${head}</head>`);
    }
    return html;
  }

  /**
   * The client's hashed scripts and styles as URLs (none before a build): what a site may fetch
   * ahead of a game (`GET /preload`). Static files only — nothing of a session — and not the
   * chunks loaded on a tap (rules, fairness) nor the verify page's.
   */
  async files(): Promise<string[]> {
    const build = await this.build();
    return build ? build.files.filter((f) => !ON_USE.test(f)).map((f) => `${STATIC_PATH}${f}`) : [];
  }
}

/** `frame-ancestors` sources: 'self', the lobby URL's origin (when absolute) and the configured. */
export function frameAncestors(lobbyUrl: string | undefined, extra: readonly string[]): string {
  const sources = new Set<string>(["'self'", ...extra]);
  if (lobbyUrl) {
    try {
      const url = new URL(lobbyUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') sources.add(url.origin);
    } catch {
      // a relative lobby URL: the site is this origin
    }
  }
  return [...sources].join(' ');
}

export function pageCsp(ancestors: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** JSON answers are never rendered or framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>Oyna Games</title>' +
  '<p>The game client is not built yet: run <code>npm run build -w provider-games</code>.</p>';
