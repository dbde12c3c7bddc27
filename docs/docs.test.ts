import fs from 'node:fs';
import path from 'node:path';

// The developer guide and the remotes' READMEs are read by people who then open the files they
// name: every repository path they name must exist, none may point outside the repository, and
// a code block headed by its file's path (`// remote-casino/src/…`) must be what that file says.

const root = path.resolve(__dirname, '..');
const DOCUMENTS = [
  'docs/developer-guide.md',
  'remote-casino/README.md',
  'remote-sports/README.md',
  'remote-account/README.md',
  'remote-payments/README.md',
];

/** The repository's top-level folders and files: a path naming one of them is a repository path. */
const topLevel = new Set(
  fs.readdirSync(root).filter((name) => !name.startsWith('.') && name !== 'node_modules'),
);
/** A package's own folders, named from its README without `src/` (`features/cashier/…`). */
const SOURCE_FOLDERS = new Set(['features', 'components', 'lib', 'app']);
/** Placeholders and patterns, not paths: `<name>`, `*`, `…`, `{a,b}`, `$x`. */
const PLACEHOLDER = /[<>*…{}$|]/;

export interface NamedPath {
  /** As the document writes it. */
  text: string;
  /** Where it resolves from the repository's root, or null for a path outside the repository. */
  resolved: string | null;
}

/** The repository paths a markdown document names (inline code and links), resolved. */
export function namedPaths(document: string, markdown: string): NamedPath[] {
  const dir = path.dirname(document);
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const found: NamedPath[] = [];
  for (const [, code] of prose.matchAll(/`([^`\n]+)`/g)) {
    const text = (code ?? '').trim().replace(/:\d+$/, '');
    if (!text || /\s/.test(text) || PLACEHOLDER.test(text) || /^[a-z]+:\/\//.test(text)) continue;
    if (text.startsWith('/')) {
      // A route (`/casino/slot`) has no extension; a file named by an absolute path is outside.
      if (/\.[a-z]{1,5}$/i.test(text)) found.push({ text, resolved: null });
      continue;
    }
    const segments = text.split('/');
    const first = segments[0] ?? '';
    if (segments.length < 2 && !(topLevel.has(first) && first.includes('.'))) continue;
    if (first === 'dist' || first === '.' || first === '..') continue;
    if (topLevel.has(first)) found.push({ text, resolved: text });
    else if (first === 'src') found.push({ text, resolved: path.join(dir, text) });
    else if (SOURCE_FOLDERS.has(first) && dir !== '.' && dir !== 'docs') {
      found.push({ text, resolved: path.join(dir, 'src', text) });
    }
  }
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = (target ?? '').split('#')[0] ?? '';
    if (!link || /^[a-z]+:/.test(link)) continue;
    found.push({
      text: link,
      resolved: link.startsWith('/') ? null : path.normalize(path.join(dir, link)),
    });
  }
  return found;
}

export interface QuotedBlock {
  file: string;
  lines: string[];
}

/**
 * The code blocks that name their file on their first line (`// remote-casino/src/x.ts`), with
 * their lines; a `// …` line marks what the guide leaves out.
 */
export function quotedBlocks(markdown: string): QuotedBlock[] {
  const blocks: QuotedBlock[] = [];
  for (const [, body] of markdown.matchAll(/^```[a-z]*\n([\s\S]*?)^```/gm)) {
    const [head = '', ...rest] = (body ?? '').split('\n');
    const file = /^\/\/ ((?:[\w@.-]+\/)+[\w@.-]+\.[a-z]+)$/.exec(head.trim())?.[1];
    if (!file) continue;
    const lines = rest.map((l) => l.trim()).filter((l) => l && l !== '// …' && l !== '…');
    blocks.push({ file, lines });
  }
  return blocks;
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe.each(DOCUMENTS)('%s', (document) => {
  const markdown = read(document);

  it('names only repository paths that exist', () => {
    const named = namedPaths(document, markdown);
    const outside = named.filter((p) => p.resolved === null).map((p) => p.text);
    const missing = named
      .filter((p) => p.resolved !== null && !fs.existsSync(path.join(root, p.resolved)))
      .map((p) => `${p.text} (${p.resolved})`);
    expect({ outside, missing }).toEqual({ outside: [], missing: [] });
  });

  it('quotes its code blocks from the files they name, line by line', () => {
    for (const block of quotedBlocks(markdown)) {
      expect(fs.existsSync(path.join(root, block.file))).toBe(true);
      const source = new Set(
        read(block.file)
          .split('\n')
          .map((l) => l.trim()),
      );
      expect({ file: block.file, notInFile: block.lines.filter((l) => !source.has(l)) }).toEqual({
        file: block.file,
        notInFile: [],
      });
    }
  });
});

describe('the checks themselves', () => {
  it('find a missing file, a file outside the repository and a package-relative path', () => {
    const named = namedPaths(
      'remote-casino/README.md',
      'See `api/src/modules/casino/nothing.ts`, `/work/shared/CONVENTIONS.md`, `src/module.ts`,' +
        ' the route `/casino/slot`, the call `casino/games` and [the ADR](../docs/decisions).',
    );
    expect(named).toEqual([
      { text: 'api/src/modules/casino/nothing.ts', resolved: 'api/src/modules/casino/nothing.ts' },
      { text: '/work/shared/CONVENTIONS.md', resolved: null },
      { text: 'src/module.ts', resolved: 'remote-casino/src/module.ts' },
      { text: '../docs/decisions', resolved: 'docs/decisions' },
    ]);
    expect(fs.existsSync(path.join(root, 'api/src/modules/casino/nothing.ts'))).toBe(false);
  });

  it('read a quoted block by its path line and leave out the elisions', () => {
    const markdown = '```ts\n// remote-casino/src/module.ts\nconst a = 1;\n// …\n```\n';
    expect(quotedBlocks(markdown)).toEqual([
      { file: 'remote-casino/src/module.ts', lines: ['const a = 1;'] },
    ]);
  });
});
