// react-intl's texts handed over already parsed, so that the ICU parser is not in the shell's first
// scripts: the shell's build gives intl-messageformat the parser-less build of
// @formatjs/icu-messageformat-parser (tooling/rspack-app.mjs), as formatjs documents for
// pre-compiled messages. Every text of the contracts and the remotes is plain text with `{name}`
// placeholders and the odd rich-text tag (textProblems refuses ICU syntax), and those are parsed
// here; a text beyond that (a cms override with ICU syntax or quoting) is parsed by the real
// parser, fetched when such a text first arrives (bench/README.md › Ninth round).
import type { MessageFormatElement } from 'react-intl';

export type CompiledMessages = Record<string, string | MessageFormatElement[]>;

/** The real ICU parser's `parse`, once fetched. */
export type IcuParse = (text: string) => MessageFormatElement[];

const LITERAL = 0; // TYPE.literal of @formatjs/icu-messageformat-parser
const ARGUMENT = 1; // TYPE.argument
const TAG = 8; // TYPE.tag

/**
 * Text that the ICU parser reads as literals and `{name}` arguments only: no tag, no quoting (an
 * apostrophe before `'`, `{`, `}`, `<`, `>`), every brace a `{word}` placeholder. An apostrophe
 * anywhere else is a literal one in ICU too (`Oyna'ya`).
 */
const PLAIN = /^(?:[^{}'<>]|'(?![{}'<>])|\{\w+\})*$/;
const PLACEHOLDER = /\{(\w+)\}/g;
/** A rich-text tag around plain text (`<terms>…</terms>`, footer.legal), not nested. */
const TAG_PAIR = /<([a-zA-Z]\w*)>([^<>]*)<\/\1>/g;

function plain(text: string, into: MessageFormatElement[]): boolean {
  if (!PLAIN.test(text)) return false;
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > at) into.push({ type: LITERAL, value: text.slice(at, match.index) });
    into.push({ type: ARGUMENT, value: match[1] as string });
    at = match.index + match[0].length;
  }
  if (at < text.length) into.push({ type: LITERAL, value: text.slice(at) });
  return true;
}

/**
 * The ICU parser's AST of a text of literals, `{name}` placeholders and tags around those (the
 * same elements it returns), or null when the text needs the parser itself.
 */
export function compilePlain(text: string): MessageFormatElement[] | null {
  const ast: MessageFormatElement[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG_PAIR)) {
    const children: MessageFormatElement[] = [];
    if (!plain(text.slice(at, match.index), ast) || !plain(match[2] as string, children))
      return null;
    ast.push({ type: TAG, value: match[1] as string, children });
    at = match.index + match[0].length;
  }
  return plain(text.slice(at), ast) ? ast : null;
}

const cache = new Map<string, MessageFormatElement[] | null>();

function compiledOf(text: string): MessageFormatElement[] | null {
  let ast = cache.get(text);
  if (ast === undefined) {
    ast = compilePlain(text);
    cache.set(text, ast);
  }
  return ast;
}

/**
 * The texts as react-intl takes them pre-compiled. An empty text stays empty (react-intl treats it
 * as missing, as before). A text beyond plain is parsed with `parse` when given; without it the
 * text is left out and its key listed in `pending`, so the weaker text of the same key (the
 * bundled one, under an override) shows until the parser has arrived.
 */
export function compileMessages(
  layers: readonly Readonly<Record<string, string>>[],
  parse?: IcuParse,
): { messages: CompiledMessages; pending: string[] } {
  const messages: CompiledMessages = {};
  const pending: string[] = [];
  for (const layer of layers) {
    for (const [key, text] of Object.entries(layer)) {
      if (text === '') {
        messages[key] = text;
        continue;
      }
      const ast = compiledOf(text);
      if (ast) messages[key] = ast;
      else if (parse) messages[key] = parsedOrText(parse, text);
      else pending.push(key);
    }
  }
  return { messages, pending };
}

/**
 * A text the parser refuses stays a string: react-intl then reports it and shows it as it is, as
 * it did when it parsed every text itself.
 */
function parsedOrText(parse: IcuParse, text: string): string | MessageFormatElement[] {
  try {
    return parse(text);
  } catch {
    return text;
  }
}

let parser: Promise<IcuParse> | undefined;

/** The real ICU parser, in a chunk of its own, fetched once. */
export function loadIcuParser(): Promise<IcuParse> {
  parser ??= import(/* webpackChunkName: "icu-parser" */ '@formatjs/icu-messageformat-parser').then(
    (m) => (text: string) => m.parse(text),
    (error: unknown) => {
      parser = undefined; // asked again with the next text that needs it
      throw error;
    },
  );
  return parser;
}
