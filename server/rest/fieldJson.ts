// A row as the REST answers show it, from its noun's field declaration (events/fields.ts): the
// declared fields in order, a `whenSet` one only when it holds a value, so older answers keep their shape.
import type { FieldList } from '../../events/fields.ts';

export function fieldJson(fields: FieldList, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, { rest }]) =>
      rest === 'always' || (rest === 'whenSet' && row[key] !== null) ? [[key, row[key]] as const] : []),
  );
}
