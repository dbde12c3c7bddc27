// Marks the shell's first scripts with V8's explicit compile hint: a file that begins with
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly while it streams in, on a
// background thread, instead of one by one on the main thread as start-up first calls them
// (https://v8.dev/blog/explicit-compile-hints; Chromium 136+, ignored elsewhere). Only the initial
// chunks: nearly all of their code runs before the first paint, while a lazy chunk's may never
// run. Measured with `npm run bench`: TBT on a phone about halved (bench/README.md › Fifth round).
const NAME = 'CompileHints';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export class CompileHints {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before the source maps are written
        // (so that they account for the added line).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}
