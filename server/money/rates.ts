// The exchange-rate seam every read that converts goes through: `current()` answers the rates to
// use now and says where they came from. Until the live source is wired, the built-in table.
import type { RateTable } from '../../domain/exchange.ts';
import { builtInRateTable } from '../../domain/exchange.ts';

export interface RatesService {
  current(): Promise<RateTable>;
}

export const builtInRates = (): RatesService => ({ current: async () => builtInRateTable() });
