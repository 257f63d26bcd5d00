// What phones and mail put around a message passed on: "Fwd:" / "FW:" / "TR:" in front, a forwarded-
// message header with its From / Date / Subject lines, "> " quoting, a copied WhatsApp chat line's
// "[21/04/24, 6:32 PM] Name: ". Taken off before anything is read, so the service's own message is
// what the formats see: its transaction code first, and its text (the duplicate check's key) as sent.

/** Subject prefixes of forwarding in the languages' mail and SMS apps: Fwd, FW, TR (French), ENC, RV, WG. */
const PREFIX = /^\s*(?:(?:fwd?|tr|enc|rv|wg)\s*:\s*)+/iu;

/** A line that only says what follows was forwarded ("---------- Forwarded message ---------"). */
const MARKER = /^[\s\-=_*]*(?:forwarded(?: message)?|begin forwarded message|original message|message transf[ée]r[ée]|ujumbe uliotumwa)[\s:\-=_*]*$/iu;

/** A forwarded mail's header block opens with its sender; the lines after it are its other fields. */
const FROM = /^\s*(?:from|de|kutoka)\s*:/iu;
const HEADER = /^\s*(?:from|sent|date|subject|to|cc|de|envoy[ée]|objet|[àa]|kutoka|tarehe|kwa|kichwa)\s*:/iu;

/** "> " at the start of a quoted line, however deep. */
const QUOTE = /^[ \t]*(?:>[ \t]?)+/u;

/**
 * A copied WhatsApp chat line: "[21/04/24, 6:32 PM] Name: " (iPhone) or "21/04/2024, 18:32 - Name: "
 * (Android). The comma after the date and the bracket or dash are what set it apart from a message's
 * own date line.
 */
const CHAT = /^[\u200e\u200f]?(?:\[\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},\s*\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[ap]\.?\s?m\.?)?\]|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},\s*\d{1,2}[:.]\d{2}(?:\s*[ap]\.?\s?m\.?)?\s+-)\s*[^:\n]{1,40}:\s+/iu;

/**
 * Each line without its quoting or chat prefix; marker lines gone, and after one the header block a
 * forwarded mail carries (From: first, then its other fields). A service's own "Date:" line stays.
 */
function unwrapLines(text: string): string {
  const kept: string[] = [];
  let afterMarker = false;
  let inHeader = false;
  for (const raw of text.replace(/\r\n?/gu, '\n').split('\n')) {
    const line = raw.replace(QUOTE, '').replace(CHAT, '');
    if (line.trim() !== '' && MARKER.test(line)) {
      afterMarker = true;
      continue;
    }
    inHeader = (inHeader || (afterMarker && FROM.test(line))) && HEADER.test(line);
    afterMarker &&= line.trim() === '';
    if (!inHeader) kept.push(line);
  }
  return kept.join('\n');
}

/** The text with the wrappers of forwarding taken off; a text without any comes back as it was. */
export function unwrapForwarded(text: string): string {
  const unwrapped = unwrapLines(text);
  return (unwrapped === text ? text : unwrapped.trim()).replace(PREFIX, '');
}
