// Settings read from the environment: one rule for each kind of value, and a message naming the variable.

export type Environment = Readonly<Record<string, string | undefined>>;

/** A count of at least 1, or `fallback` when the variable is unset or blank; anything else stops the start. */
export function wholeNumberFromEnv(env: Environment, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return value;
}
