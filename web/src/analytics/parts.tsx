// Small form and list parts the three item tabs share: labelled inputs, a delete icon button with
// a name, and the hook that reads a tab's query from the server and says so once when it cannot.
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { SvgIcon } from '../ui/icons.tsx';
import { toast } from '../ui/toast.tsx';
import { messages } from './messages.ts';
import { t } from '../i18n/index.ts';

/** A tab's query, read from the server on every visit; a failure is said once per attempt. */
export function useServerData<Result>(query: TypedDocumentNode<Result, Record<string, never>>, failure: string): { data: Result | undefined; reload: () => void } {
  // network-only: each visit and each reload reads the server again, as the lists change elsewhere too.
  const { data, error, refetch } = useQuery(query, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (error === undefined) return;
    console.error(failure, error);
    toast({ title: failure, variant: 'destructive' });
    // A new error object per failed attempt; `failure` is a fixed text per tab.
  }, [error]);
  // A failed reload is told through `error` above.
  return { data, reload: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

const inputClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      {children}
    </label>
  );
}

export function TextInput(props: { label: string; name: string; type?: string; step?: string; defaultValue?: string }) {
  const { label, ...input } = props;
  return (
    <Field label={label}>
      <input {...input} className={inputClass} inputMode={input.type === 'number' ? 'decimal' : undefined} />
    </Field>
  );
}

/** A select of stored values; `name` says each in the active language (codes such as currencies show as they are). */
export function SelectInput({ label, name, options, optionName = (option) => option, defaultValue }: {
  label: string; name: string; options: readonly string[]; optionName?: (option: string) => string; defaultValue?: string;
}) {
  return (
    <Field label={label}>
      <select name={name} defaultValue={defaultValue ?? options[0]} className={inputClass}>
        {options.map((option) => (
          <option key={option} value={option}>{optionName(option)}</option>
        ))}
      </select>
    </Field>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  return <button type="submit" className="min-h-11 w-full rounded-xl bg-brand-700 px-4 font-semibold text-white">{children}</button>;
}

export function DeleteButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  return (
    <button type="button" aria-label={t(messages.remove, { name })} onClick={onDelete}
      className="grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700">
      <SvgIcon size={20}><path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" /></SvgIcon>
    </button>
  );
}

export const Card = ({ children, muted = false }: { children: ReactNode; muted?: boolean }) => (
  <li className={`rounded-2xl p-4 shadow-sm ring-1 ring-slate-200 ${muted ? 'bg-slate-100 opacity-70' : 'bg-white'}`}>{children}</li>
);

/** A form's trimmed text fields, by name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, typeof value === 'string' ? value.trim() : '']));
}

/** Runs a change and says what happened; the list reloads either way. */
export async function attempt(action: () => Promise<unknown>, success: { title: string; description?: string }, reload: () => void) {
  try {
    await action();
    toast(success);
  } catch (error) {
    console.error(success.title, error);
    toast({ title: t(messages.failed), variant: 'destructive' });
  } finally {
    reload();
  }
}
