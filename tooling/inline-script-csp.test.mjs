// node --test tooling (npm test runs it): the shell's inline scripts and the edge's CSP.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { rspack } from '@rspack/core';
import {
  cspHashOf,
  InlineScriptCspCheck,
  inlineScriptsOf,
  scriptSrcListsOf,
} from './inline-script-csp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('inline scripts and the CSP', () => {
  it('finds inline scripts only, and hashes their text as CSP sources do', () => {
    const html =
      '<head><script>var a=1</script><script defer src="/main.js"></script></head>' +
      '<body><script type="text/javascript">\nb()\n</script><script> </script></body>';
    assert.deepEqual(inlineScriptsOf(html), ['var a=1', '\nb()\n']);
    // echo -n 'var a=1' | openssl dgst -sha256 -binary | base64
    assert.equal(cspHashOf('var a=1'), "'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw='");
  });

  it("reads the edge's script-src, which allows the soft games' loader and the shell's boot script", () => {
    const template = fs.readFileSync(
      path.join(here, '../nginx/templates/edge.conf.template'),
      'utf8',
    );
    const [siteWide] = scriptSrcListsOf(template);
    assert.equal(siteWide[0], "'self'");
    assert.equal(siteWide.filter((s) => s.startsWith("'sha256-")).length, 2);
    assert.ok(!siteWide.includes("'unsafe-inline'"));
  });

  async function buildPage(html, template) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-check-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), 'console.log(1);\n');
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'edge.conf.template'), template);
    const compiler = rspack({
      context: dir,
      mode: 'production',
      entry: './entry.js',
      output: { path: path.join(dir, 'dist') },
      // Written even when refused, so the test can read the minified script.
      optimization: { emitOnErrors: true },
      plugins: [
        new rspack.HtmlRspackPlugin({ template: './index.html' }),
        new InlineScriptCspCheck({ template: path.join(dir, 'edge.conf.template') }),
      ],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    const built = fs.readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    fs.rmSync(dir, { recursive: true, force: true });
    return { errors: stats.toJson({ errors: true }).errors.map((e) => e.message), built };
  }

  it('fails the build with the hash to add when the policy does not list an inline script', async () => {
    const page = '<html><head><script>window.x = 1;</script></head><body></body></html>';
    const refused = await buildPage(
      page,
      `add_header Content-Security-Policy "script-src 'self'";`,
    );
    assert.equal(refused.errors.length, 1);
    const [script] = inlineScriptsOf(refused.built);
    assert.match(
      refused.errors[0],
      new RegExp(`add ${cspHashOf(script).replace(/[+/=]/g, '\\$&')}`),
    );

    const allowed = await buildPage(
      page,
      `add_header Content-Security-Policy "script-src 'self' ${cspHashOf(script)}";`,
    );
    assert.deepEqual(allowed.errors, []);
  });
});
