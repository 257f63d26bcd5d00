// Compiles every interface message at build time (and in the dev server and tests, which load the
// same plugin), so the app ships no ICU parser: the phone's first load neither downloads Lingui's
// message compiler nor builds its lexer, and no message is parsed while a screen renders.
// - `msg('…')` in web/src gets the compiled form as a second argument when it differs from the text.
// - A catalog (i18n/locales/<lang>/<feature>.json) keeps plain texts as strings and compiles the rest.
// A message that does not parse fails the build, naming it.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

const CATALOG = /[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;
const SOURCE = /[\\/]web[\\/]src[\\/].+\.tsx?$/;

/** The compiled form, or null for plain text (one string, the text itself), which needs none. */
function compiled(text: string, where: string): CompiledMessage | null {
  let result: CompiledMessage;
  try {
    result = compileMessageOrThrow(text);
  } catch (error) {
    throw new Error(`${where}: the message ${JSON.stringify(text)} is not valid ICU (${error instanceof Error ? error.message : String(error)})`);
  }
  return result.length === 1 && result[0] === text ? null : result;
}

export function compileCatalog(json: string, file: string): string {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${file} is not a JSON object`);
  const entries = Object.entries(parsed).map(([id, text]) => {
    if (typeof text !== 'string') throw new Error(`${file}: ${id} is not a string`);
    return [id, compiled(text, `${file} ${id}`) ?? text];
  });
  return JSON.stringify(Object.fromEntries(entries));
}

interface Call {
  start: number;
  end: number;
  arguments: { type: string; value?: unknown; start: number; end: number }[];
}

const isNode = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isMsgCall(node: Record<string, unknown>): node is Record<string, unknown> & Call {
  const callee = node.callee;
  return node.type === 'CallExpression' && isNode(callee) && callee.type === 'Identifier' && callee.name === 'msg' && Array.isArray(node.arguments);
}

function msgCalls(node: unknown, into: Call[] = []): Call[] {
  if (Array.isArray(node)) for (const child of node) msgCalls(child, into);
  else if (isNode(node)) {
    if (isMsgCall(node)) into.push(node);
    for (const child of Object.values(node)) msgCalls(child, into);
  }
  return into;
}

/** Adds each msg() call's compiled form; returns null when the module has none to add. */
export function compileMsgCalls(code: string, file: string): string | null {
  if (!/\bmsg\b/.test(code)) return null;
  const calls = msgCalls(parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file));
  let result = code;
  // From the end, so earlier offsets stay valid while the text grows.
  for (const call of calls.sort((a, b) => b.start - a.start)) {
    const [text, ...rest] = call.arguments;
    const where = `${file}:${code.slice(0, call.start).split('\n').length}`;
    if (text?.type !== 'Literal' || typeof text.value !== 'string' || rest.length > 0) {
      throw new Error(`${where}: msg() takes one string literal, so the build can compile it`);
    }
    const form = compiled(text.value, where);
    if (form !== null) result = `${result.slice(0, text.end)}, ${JSON.stringify(form)}${result.slice(text.end)}`;
  }
  return result === code ? null : result;
}

export function precompiledMessages(): Plugin {
  return {
    name: 'sauti-precompiled-messages',
    // Before Vite's JSON and TypeScript transforms: catalogs are still JSON, modules still their source.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (CATALOG.test(file)) return { code: compileCatalog(code, file), map: null };
      if (!SOURCE.test(file) || file.includes('node_modules')) return null;
      const result = compileMsgCalls(code, file);
      return result === null ? null : { code: result, map: null };
    },
  };
}
