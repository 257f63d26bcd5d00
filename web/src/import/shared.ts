// What the share sheet handed over (manifest share_target: GET /import?title=…&text=…&url=…).
// Messages apps put the SMS in `text`; some put it in `title`, so the first non-empty one wins.
export function sharedText(params: URLSearchParams): string {
  for (const name of ['text', 'title', 'url']) {
    const value = params.get(name)?.trim() ?? '';
    if (value !== '') return value;
  }
  return '';
}
