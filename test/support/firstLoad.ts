// What a first visit to / must fetch before the app can run, read from the built index.html: the
// entry script and its modulepreloads. Shared by the shell journey's budget check and bench:web.

/** The scripts' paths, e.g. `assets/index-abc.js`, in the page's order. */
export function initialScripts(html: string): string[] {
  const pattern = /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/(assets\/[^"]+\.js)"/g;
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}
