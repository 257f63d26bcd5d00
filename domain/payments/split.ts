// A paste or a share holds one message or many separated by a blank line (CRLF from some phones);
// a message's own single line breaks (bank alerts are laid out one field a line) stay inside it.
// Forwarding's wrappers come off first: quoted lines' blank "> " separates messages too, and a
// forwarded mail's header block alone is no message.
import { unwrapForwarded } from './forwarded.ts';

export function splitMessages(text: string): string[] {
  return unwrapForwarded(text)
    .split(/\n[ \t\u00a0]*\n/)
    .map((message) => unwrapForwarded(message.trim()).trim())
    .filter((message) => message !== '');
}
