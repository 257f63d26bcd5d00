// expenses.csv as spec §9 has it, written the same way by the phone (its own copy, offline) and by
// the server (every expense, streamed): UTF-8 with a byte-order mark, the six columns, RFC 4180
// quoting, CRLF lines, and cells a spreadsheet would run as a formula neutralised.

export const CSV_FILE_NAME = 'expenses.csv';
/** Excel reads UTF-8 (Devanagari, Ge'ez, Arabic) only after a byte-order mark. */
const CSV_BOM = '\uFEFF';
const HEADER = ['Date', 'Description', 'Amount', 'Currency', 'Category', 'Language'];

/** A leading = + - @ or tab makes spreadsheet programs evaluate a cell; a quote mark keeps it text. */
export function neutralise(cell: string): string {
  return /^[=+\-@\t]/.test(cell) ? `'${cell}` : cell;
}

export function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

const line = (cells: readonly string[]) => `${cells.map((cell) => quote(neutralise(cell))).join(',')}\r\n`;

/** The file's start: the byte-order mark and the header line. */
export const csvHead = () => CSV_BOM + line(HEADER);

export interface CsvExpense {
  description: string;
  amount: string;
  currency: string;
  category: string;
  language: string;
}

/** One expense's line, on its local day. Amounts are never negative: neutralising only touches free text. */
export const csvLine = (day: string, expense: CsvExpense) =>
  line([day, expense.description, expense.amount, expense.currency, expense.category, expense.language]);
