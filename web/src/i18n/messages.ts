// How a feature declares its strings: typed descriptors whose English text is the spec's, with ids
// given by defineMessages from the feature and the key path ("savings.tabs.goals"). The build compiles
// each text's ICU (web/build/messages.ts), so nothing parses a message at run time.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** The values a message's placeholders take; None for a message without any. */
export type Values = Readonly<Record<string, string | number>>;
export type None = Readonly<Record<never, never>>;

export interface Message<V extends Values = None> {
  id: string;
  /** The English ICU source: exactly the spec's words. */
  readonly message: string;
  /** Never set: carries V for the type checker, as a parameter so a message cannot lose its values. */
  readonly values?: (values: V) => void;
}

/** A message of any placeholders: what a tree holds and the catalogs list. */
export type AnyMessage = Message<never>;

export type MessageTree = { readonly [key: string]: AnyMessage | MessageTree };

/** Compiled forms of the English texts that need one (placeholders, plurals, quotes), by text. */
const COMPILED = new Map<string, CompiledMessage>();

/**
 * A message; give its placeholders' types when it has any: msg<{ days: number }>('{days} days left').
 * `compiled` is never written by hand: the build adds it where the text is more than plain text.
 */
export function msg<V extends Values = None>(message: string, compiled?: CompiledMessage): Message<NoInfer<V>> {
  if (compiled !== undefined) COMPILED.set(message, compiled);
  return { id: '', message };
}

/** A text as Lingui runs it: its compiled form from the build, else plain text (a catalog's too). */
export function compiledMessage(text: string): CompiledMessage {
  return COMPILED.get(text) ?? [text];
}

function isMessage(node: AnyMessage | MessageTree): node is AnyMessage {
  return typeof node.message === 'string' && typeof node.id === 'string';
}

/** Names every message of a feature's tree after its path, so catalogs key them the same way. */
export function defineMessages<T extends MessageTree>(feature: string, tree: T): T {
  const walk = (node: MessageTree, path: string) => {
    for (const [key, child] of Object.entries(node)) {
      if (isMessage(child)) child.id = `${path}.${key}`;
      else walk(child, `${path}.${key}`);
    }
  };
  walk(tree, feature);
  return tree;
}

/** Every message of a tree, for the catalog tests and the English catalog export. */
export function messagesOf(tree: MessageTree): AnyMessage[] {
  return Object.values(tree).flatMap((child) => (isMessage(child) ? [child] : messagesOf(child)));
}
