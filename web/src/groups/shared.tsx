// What the savings group screens share: the form field, a failed write told in the person's words,
// and the toast after an entry (saved on the phone, or recorded).
import type { ReactNode } from 'react';
import { t } from '../i18n/index.ts';
import { toldToPerson } from '../offline/writeErrors.ts';
import { toast } from '../ui/toast.tsx';
import { GROUPS_MESSAGES as M } from './messages.ts';

export const inputClass = 'h-12 w-full rounded-lg border border-slate-300 px-3 text-base';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      {children}
    </label>
  );
}

export function toldFailure(error: unknown): void {
  toast({ title: t(M.failed), description: toldToPerson(error) ?? undefined, variant: 'destructive' });
}

export function toldWritten({ synced }: { synced: boolean }): void {
  toast({ title: t(M.recorded), description: synced ? undefined : t(M.savedOffline) });
}

export const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
