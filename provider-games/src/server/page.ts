import fs from 'node:fs/promises';
import path from 'node:path';

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

export class GamePage {
  private cached: { mtimeMs: number; html: string } | undefined;

  constructor(private readonly distDir: string) {}

  /** The page, or undefined when the client has not been built. */
  async render(language: 'tr' | 'en', title: string): Promise<string | undefined> {
    const file = path.join(this.distDir, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(file)).mtimeMs;
    } catch {
      return undefined;
    }
    // Re-read after a rebuild (the watch build in development rewrites it).
    if (!this.cached || this.cached.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, html: await fs.readFile(file, 'utf8') };
    }
    return this.cached.html.replace('%LANG%', language).replace('%TITLE%', escapeHtml(title));
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
