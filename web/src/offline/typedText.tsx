// The text a person types into a noun's fields, as the phone takes it: checked against the bounds the
// server's own schemas declare (nounFields.ts, printed from events/<noun>/fields.ts) and shaped by the
// same rule (domain/text.ts), with the words to say when it cannot be taken; and the fields a noun
// declares for the phone's forms and lists, so a new one shows with no screen changed.
import { visibleText } from '../../../domain/text.ts';
import { t } from '../i18n/index.ts';
import type { TextWords } from './messages.ts';
import { textWords } from './messages.ts';
import { NOUN_FIELDS } from './nounFields.ts';
import { InvalidInputError } from './writeErrors.ts';

type Nouns = typeof NOUN_FIELDS;
export type Noun = keyof Nouns;
export type Facet = 'add' | 'edit' | 'list';

/** A noun's fields that declare `facet` (FieldSpec.phone). */
export type FieldsWith<N extends Noun, F extends Facet> = {
  [K in keyof Nouns[N]]: Nouns[N][K] extends { phone: { [P in F]: true } } ? K : never;
}[keyof Nouns[N]] & string;

interface Bounds {
  readonly min: number;
  readonly max: number;
  readonly phone?: { readonly [F in Facet | 'long']?: true };
}

// The noun's entries by name, as code that takes any of its fields reads them.
const fieldsOf = (noun: Noun): Readonly<Record<string, Bounds>> => NOUN_FIELDS[noun];
const wordsOf = (noun: Noun): Readonly<Record<string, TextWords | undefined>> => textWords()[noun];

function bounds(noun: Noun, field: string): Bounds {
  const found = fieldsOf(noun)[field];
  if (found === undefined) throw new Error(`${noun}.${field} takes no typed text`);
  return found;
}

/** The field's bounds as the server checks them (its length limit for a form's box). */
export const boundsOf = <N extends Noun>(noun: N, field: keyof Nouns[N] & string): Bounds => bounds(noun, field);

/** The text as the server will keep it (shown form: no invisible characters, trimmed), or InvalidInputError in the field's words. */
export const checkedText = <N extends Noun>(noun: N, field: keyof Nouns[N] & string, text: string): string => check(noun, field, text);

function check(noun: Noun, field: string, text: string): string {
  const { min, max } = bounds(noun, field);
  const said = wordsOf(noun)[field];
  if (said === undefined) throw new Error(`${noun}.${field} has no words`);
  const shown = visibleText(text).trim();
  if (shown.length < min) {
    if (said.empty === undefined) throw new Error(`${noun}.${field} has no words for empty`);
    throw new InvalidInputError(said.empty, {});
  }
  if (shown.length > max) throw new InvalidInputError(said.tooLong, { max });
  return shown;
}

/**
 * `given` with every text the noun declares checked and shaped as checkedText does; the rest as given.
 * A local write passes its fields through this, so a text field added to the noun is checked with no line here.
 */
export function checkedTexts<N extends Noun, Given extends object>(noun: N, given: Given): Given {
  const said = wordsOf(noun);
  const checked = Object.entries(given).map(([field, value]) => [field, typeof value === 'string' && said[field] !== undefined ? check(noun, field, value) : value]);
  // fromEntries cannot carry Given's keys: each entry is given's own, its value a text shaped as the server will.
  return Object.fromEntries(checked) as Given;
}

/** The noun's fields that declare `facet`, in declaration order. */
function fieldsWith<N extends Noun, F extends Facet>(noun: N, facet: F): FieldsWith<N, F>[] {
  const declares = (name: string): name is FieldsWith<N, F> => fieldsOf(noun)[name]?.phone?.[facet] === true;
  return Object.keys(NOUN_FIELDS[noun]).filter(declares);
}

/** A field's name in the interface language (every field a screen shows has one: messages.ts's NounWords says so). */
function labelOf(noun: Noun, field: string): string {
  const label = wordsOf(noun)[field]?.label;
  if (label === undefined) throw new Error(`${noun}.${field} has no label`);
  return t(label);
}

type Row<N extends Noun, F extends Facet> = { readonly [K in FieldsWith<N, F>]?: string | null };

/** The noun's texts declared for `facet`, as a form's boxes start: the row's, or empty. */
export function textsOf<N extends Noun, F extends 'add' | 'edit'>(noun: N, facet: F, row: Row<N, F> = {}): Record<FieldsWith<N, F>, string> {
  // fromEntries cannot carry the names: it has one entry for each of them.
  return Object.fromEntries(fieldsWith(noun, facet).map((field) => [field, row[field] ?? ''])) as Record<FieldsWith<N, F>, string>;
}

/** The texts the form changed from the row's, trimmed; an emptied one is '' (cleared), one the form lacks unchanged. */
export function changedTexts<N extends Noun, F extends 'add' | 'edit'>(
  noun: N, facet: F, form: Partial<Record<FieldsWith<N, F>, string>>, row: Row<N, F>,
): Partial<Record<FieldsWith<N, F>, string>> {
  const changed = fieldsWith(noun, facet).flatMap((field) => {
    const text = form[field]?.trim();
    return text === undefined || text === (row[field] ?? '') ? [] : [[field, text]];
  });
  return Object.fromEntries(changed);
}

interface TextInputsProps<N extends Noun, F extends 'add' | 'edit'> {
  noun: N;
  facet: F;
  /** The form's id prefix: each box is `${id}-${field}`. */
  id: string;
  /** The language the texts are in (their `lang`). */
  lang?: string;
  values: Readonly<Partial<Record<FieldsWith<N, F>, string>>>;
  onChange: (field: FieldsWith<N, F>, value: string) => void;
  labelClass: string;
  fieldClass: string;
}

/** A labelled box for each text the noun declares for this form, as long as the server takes it. */
export function TypedTextInputs<N extends Noun, F extends 'add' | 'edit'>(props: TextInputsProps<N, F>) {
  const { noun, facet, id, lang, values, onChange, labelClass, fieldClass } = props;
  return fieldsWith(noun, facet).map((field) => {
    const { max, phone } = boundsOf(noun, field);
    const box = { id: `${id}-${field}`, lang, maxLength: max, value: values[field] ?? '', onChange: (event: { target: { value: string } }) => onChange(field, event.target.value) };
    return [
      <label key={`${field}-label`} htmlFor={box.id} className={labelClass}>{labelOf(noun, field)}</label>,
      phone?.long ? <textarea key={field} {...box} rows={2} className={`${fieldClass} py-2`} /> : <input key={field} {...box} className={fieldClass} />,
    ];
  });
}

/** The texts the noun declares for its lists that the row holds, in declaration order. */
export function listedTexts<N extends Noun>(noun: N, row: Row<N, 'list'>): { field: string; text: string }[] {
  return fieldsWith(noun, 'list').flatMap((field) => {
    const text = row[field];
    return text ? [{ field, text }] : [];
  });
}
