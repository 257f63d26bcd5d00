// expenses.csv from the device's local copy (spec §7: export reads only the local database): UTF-8
// with a byte-order mark, RFC 4180 quoting, and cells a spreadsheet would run as a formula neutralised.
// Analytics exports the period it shows, its local days both included: online from the server's
// export.csv (every expense it holds), offline, or when the server cannot answer, from the phone's copy.
import { localDay } from '../../../domain/dates.ts';
import { readExpensesBetween } from '../offline/expenses.ts';
import { isOnline } from '../offline/online.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';

export const CSV_FILE_NAME = 'expenses.csv';
const HEADER = ['Date', 'Description', 'Amount', 'Currency', 'Category', 'Language'];
const BOM = '\uFEFF';

/** A leading = + - @ or tab makes spreadsheet programs evaluate a cell; a quote mark keeps it text. */
export function neutralise(cell: string): string {
  return /^[=+\-@\t]/.test(cell) ? `'${cell}` : cell;
}

export function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function toCsv(expenses: readonly LocalExpense[], timeZone: string): string {
  const rows = [...expenses]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((expense) => [
      localDay(expense.createdAt, timeZone), expense.description, expense.amount, expense.currency, expense.category, expense.language,
    ]);
  // Amounts are exact decimal strings, never negative: neutralising only ever touches free text.
  return BOM + [HEADER, ...rows].map((row) => row.map((cell) => quote(neutralise(cell))).join(',')).join('\r\n') + '\r\n';
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
