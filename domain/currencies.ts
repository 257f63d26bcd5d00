// Currency codes Sauti accepts on an amount: any ISO 4217 code, plus USDT for the wallet.
export const DEFAULT_CURRENCY = 'KES';

export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) || code === 'USDT';
}
