// Fails a production build of the shell when index.html holds an inline script that the edge's
// Content-Security-Policy does not allow by its sha256 (nginx/templates/edge.conf.template), and
// names the hash to add. The HTML plugin minifies inline scripts, so the hash is taken from the
// built page, never from the source file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { rspack } from '@rspack/core';

const NAME = 'InlineScriptCspCheck';

/** The CSP source of one inline script's text: 'sha256-<base64>'. */
export function cspHashOf(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The texts of a page's inline scripts (those without src). */
export function inlineScriptsOf(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((text) => text.trim() !== '');
}

/** The script-src lists of every Content-Security-Policy header in an nginx template. */
export function scriptSrcListsOf(template) {
  return [...template.matchAll(/Content-Security-Policy "[^"]*?script-src ([^;"]*)/g)].map((m) =>
    (m[1] ?? '').trim().split(/\s+/),
  );
}

export class InlineScriptCspCheck {
  /** @param {{ template: string, page?: string }} options  the nginx template's path */
  constructor({ template, page = 'index.html' }) {
    this.template = template;
    this.page = page;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(this.page);
          if (!asset) return;
          // The site's pages are served under the server-level policy: its script-src applies.
          const [allowed = []] = scriptSrcListsOf(fs.readFileSync(this.template, 'utf8'));
          for (const text of inlineScriptsOf(asset.source.source().toString())) {
            const hash = cspHashOf(text);
            if (allowed.includes(hash)) continue;
            compilation.errors.push(
              new rspack.WebpackError(
                `${this.page} has an inline script that the edge's CSP does not allow: add ` +
                  `${hash} to script-src in ${this.template} (and remove the old hash).`,
              ),
            );
          }
        },
      );
    });
  }
}
