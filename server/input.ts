// Parses untrusted input with zod and turns the first problem into a ValidationError that
// names the field, so REST and GraphQL report bad input the same way.
import type { z } from 'zod';
import { readRefusal, ValidationError } from '../domain/errors.ts';

/**
 * A null field counts as absent: GraphQL clients send null for what they leave out. Only a field a
 * change clears with null (`nullClears`, a noun's clearable fields) keeps it.
 */
const withoutNulls = (input: unknown, nullClears: readonly string[]) =>
  input !== null && typeof input === 'object' && !Array.isArray(input)
    ? Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== null || nullClears.includes(key)))
    : input;

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, { nullClears = [] }: { nullClears?: readonly string[] } = {}): z.infer<Schema> {
  const parsed = schema.safeParse(withoutNulls(input, nullClears));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const message = issue?.message ?? 'Invalid input';
  // A refinement may name its refusal for the app to translate (the phone's, in login).
  const refusal = issue?.code === 'custom' ? readRefusal(issue.params?.refusal) : undefined;
  throw new ValidationError(field && !message.startsWith(field) ? `${field}: ${message}` : message, field, refusal);
}
