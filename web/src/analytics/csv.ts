// expenses.csv from the device's local copy (spec §7: export reads only the local database), written
// by the same rules as the server's export (domain/csv.ts).
import { CSV_FILE_NAME, csvHead, csvLine } from '../../../domain/csv.ts';
import { localDay } from '../../../domain/dates.ts';
import { database } from '../offline/database.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';

export function toCsv(expenses: readonly LocalExpense[], timeZone: string): string {
  const sorted = [...expenses].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return csvHead() + sorted.map((expense) => csvLine(localDay(expense.createdAt, timeZone), expense)).join('');
}

/** Every expense this device holds, as a downloaded expenses.csv. Works offline. */
export async function exportExpenses(): Promise<void> {
  const expenses = await (await database()).expenses.toArray();
  const blob = new Blob([toCsv(expenses, deviceTimeZone())], { type: 'text/csv;charset=utf-8' });
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
