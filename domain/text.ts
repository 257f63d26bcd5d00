// The one rule for text people send us, shared by every input schema and both transports: text
// that no database or screen can hold whole (NUL, unpaired surrogates) is refused, naming the field.
import * as z from 'zod';

const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why this text cannot be stored, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain unpaired surrogates (broken Unicode)';
  return null;
}

export interface TextProblem {
  /** Where in the input, as a dotted path (`input.description`, `id`). */
  field: string;
  message: string;
}

/** The first string anywhere in a parsed input (object keys included) that breaks the text rule. */
export function findTextProblem(value: unknown, path = ''): TextProblem | null {
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { field: path || 'body', message: `${path || 'body'} ${problem}` } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findTextProblem(key, at(key)) ?? findTextProblem(item, at(key));
    if (found) return found;
  }
  return null;
}

// Bidi embeddings, overrides and isolates can make a description read differently from what it
// stores ("Trojan Source"); zero-width spaces and BOMs hide text. None carries meaning in a description.
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF\u180E]/g;
// ZWNJ/ZWJ shape Indic scripts (क्‍ष) and emoji sequences, so they stay between two letters,
// marks or pictographs and go everywhere else.
const STRAY_JOINER = /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D]+|[\u200C\u200D]+(?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;
const CONTROLS = /[\p{Cc}]+/gu;

/** Display text as it should be stored: no hidden direction changes, no invisible characters, controls as spaces. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '').replace(STRAY_JOINER, '').replace(CONTROLS, ' ');
}

/** A zod string that refuses text breaking the rule above, with the field's own name in the message. */
export const safeText = (field: string) =>
  z.string({ error: `${field} is required` }).superRefine((text, context) => {
    const problem = textProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: `${field} ${problem}` });
  });
