// The one rule every decider's "change" follows: record only the given fields whose value differs
// from what the stream holds, so a change that repeats the current values decides nothing.

export function changedFields<Changes extends object>(current: { readonly [K in keyof Changes]?: unknown }, changes: Changes): Partial<Changes> {
  const changed: Partial<Changes> = {};
  for (const key in changes) {
    const value = changes[key];
    if (value !== undefined && value !== current[key]) changed[key] = value;
  }
  return changed;
}
