// Writes a brotli (quality 11) and a gzip (level 9) copy beside every content-hashed script and
// stylesheet of a production build, which nginx serves as they are (`brotli_static`,
// `gzip_static`) instead of compressing each answer at its own, lower level: about 9% fewer bytes
// on a phone's first scripts than brotli 5 (bench/README.md). Only content-hashed files: they
// never change under their name, so a copy can never be older than its file (remotes.json,
// remoteEntry.js and index.html, which a deploy replaces in place, stay compressed on the fly).
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const NAME = 'Precompress';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Content-hashed scripts and stylesheets (output names `[name].[contenthash:10].js|css`). */
export const PRECOMPRESSED = /\.[0-9a-f]{10}\.(?:js|css)$/;

/** Smaller files are not worth a copy (nginx's own min_length is 256 too). */
const MIN_BYTES = 256;

export async function compressBoth(buffer) {
  const [br, gz] = await Promise.all([
    brotli(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
    gzip(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export class Precompress {
  apply(compiler) {
    // On the bytes as written (after minification and the final content hash).
    compiler.hooks.assetEmitted.tapPromise(NAME, async (file, { content, targetPath }) => {
      if (!PRECOMPRESSED.test(file) || content.length < MIN_BYTES) return;
      const { br, gz } = await compressBoth(content);
      await Promise.all([
        fs.promises.writeFile(`${targetPath}.br`, br),
        fs.promises.writeFile(`${targetPath}.gz`, gz),
      ]);
    });
  }
}
