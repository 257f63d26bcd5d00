// A paste or a share holds one message or many separated by a blank line (CRLF from some phones);
// a message's own single line breaks (bank alerts are laid out one field a line) stay inside it.

export function splitMessages(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u00a0]*\n/)
    .map((message) => message.trim())
    .filter((message) => message !== '');
}
