// Family amounts as the spec prints them: en-US currency format with 2 fraction digits (the
// interface language's in another), in the expense's own currency ("KES 150.00"), from the exact string.
import { leftToRight, numberLocale } from '../format/locale.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  const locale = numberLocale();
  let formatter = formatters.get(`${locale} ${currency}`);
  if (formatter === undefined) {
    const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', ...digits });
    } catch {
      formatter = new Intl.NumberFormat(locale, digits); // USDT: no ISO code, so the code is written before it
    }
    formatters.set(`${locale} ${currency}`, formatter);
  }
  return formatter;
}

type Numeric = `${number}`;
const isNumeric = (value: string): value is Numeric => /^-?\d+(\.\d+)?$/.test(value);

export function formatFamilyMoney(amount: string, currency: string): string {
  if (!isNumeric(amount)) return leftToRight(`${currency} ${amount}`);
  const formatted = formatterFor(currency).format(amount).replace(/\u00a0/g, ' ');
  return leftToRight(formatted.includes(currency) ? formatted : `${currency} ${formatted}`);
}

/** "Nov 23, 2026" from an instant, and from a local day (never moved by a zone offset). */
export { formatInstantDay as formatCreated, formatDay } from '../format/time.ts';
