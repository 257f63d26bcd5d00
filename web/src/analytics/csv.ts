// expenses.csv of the period Analytics shows, its local days both included: online the server's
// export.csv (every expense it holds), offline or when the server cannot answer the phone's own copy,
// written by the same rules as the server's (domain/csv.ts).
import { CSV_FILE_NAME, csvHead, csvLine } from '../../../domain/csv.ts';
import { localDay } from '../../../domain/dates.ts';
import { readExpensesBetween } from '../offline/expenses.ts';
import { isOnline } from '../offline/online.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';

export function toCsv(expenses: readonly LocalExpense[], timeZone: string): string {
  const sorted = [...expenses].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return csvHead() + sorted.map((expense) => csvLine(localDay(expense.createdAt, timeZone), expense)).join('');
}

/** The server's file for the days, or null when it cannot be had (offline, a failed request). */
async function serverCsv(first: string, last: string): Promise<Blob | null> {
  if (!isOnline()) return null;
  try {
    const response = await fetch(`/api/expenses/export.csv?${new URLSearchParams({ from: first, to: last })}`, {
      credentials: 'same-origin',
      headers: { 'x-time-zone': deviceTimeZone() },
    });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/** The expenses from `first` to `last` (local days) as a downloaded expenses.csv. Works offline. */
export async function exportExpenses(first: string, last: string): Promise<void> {
  const local = async () => new Blob([toCsv(await readExpensesBetween(first, last), deviceTimeZone())], { type: 'text/csv;charset=utf-8' });
  const blob = (await serverCsv(first, last)) ?? (await local());
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = CSV_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
