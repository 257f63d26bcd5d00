// Family amounts as the spec prints them: en-US currency format with 2 fraction digits, in the
// expense's own currency ("KES 150.00"), formatted from the exact decimal string.

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code', ...digits });
    } catch {
      formatter = new Intl.NumberFormat('en-US', digits); // USDT: no ISO code, so the code is written before it
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

type Numeric = `${number}`;
const isNumeric = (value: string): value is Numeric => /^-?\d+(\.\d+)?$/.test(value);

export function formatFamilyMoney(amount: string, currency: string): string {
  if (!isNumeric(amount)) return `${currency} ${amount}`;
  const formatted = formatterFor(currency).format(amount).replace(/\u00a0/g, ' ');
  return formatted.includes(currency) ? formatted : `${currency} ${formatted}`;
}

const dateFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 23, 2026" from an instant. */
export const formatCreated = (instant: string) => dateFormatter.format(new Date(instant));

/** "Nov 23, 2026" from a local day, never moved by a zone offset. */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
