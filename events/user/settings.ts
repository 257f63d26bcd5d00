// The user decider's arithmetic on settings and the wallet link: which requested values really
// differ from the current ones, and which wallet events a request adds up to. Pure.
import type { Settings, SettingsChanges, UserEvent } from './events.ts';

export interface Wallet {
  connected: boolean;
  /** The last balance the wallet reported; kept while disconnected, so a reconnect shows it again. */
  usdtBalance: string;
}

export interface WalletRequest {
  connected?: boolean;
  usdtBalance?: string;
}

/** The requested settings that differ from the current ones; {} when none does. */
export function changedSettings(current: Settings, requested: SettingsChanges): SettingsChanges {
  const { language, interfaceLanguage, currency, voiceInputEnabled, savingsNotifications, monthlySavingsGoal } = requested;
  return {
    ...(language !== undefined && language !== current.language && { language }),
    ...(interfaceLanguage !== undefined && interfaceLanguage !== current.interfaceLanguage && { interfaceLanguage }),
    ...(currency !== undefined && currency !== current.currency && { currency }),
    ...(voiceInputEnabled !== undefined && voiceInputEnabled !== current.voiceInputEnabled && { voiceInputEnabled }),
    ...(savingsNotifications !== undefined && savingsNotifications !== current.savingsNotifications && { savingsNotifications }),
    ...(monthlySavingsGoal !== undefined && monthlySavingsGoal !== current.monthlySavingsGoal && { monthlySavingsGoal }),
  };
}

/**
 * Connecting carries the balance (the current one when none is given); disconnecting keeps it;
 * a balance alone is recorded only when it differs.
 */
export function walletEvents(wallet: Wallet, { connected, usdtBalance }: WalletRequest): UserEvent[] {
  if (connected === true && !wallet.connected) {
    return [{ type: 'WalletConnected', data: { usdtBalance: usdtBalance ?? wallet.usdtBalance } }];
  }
  const events: UserEvent[] = connected === false && wallet.connected ? [{ type: 'WalletDisconnected', data: {} }] : [];
  if (usdtBalance !== undefined && usdtBalance !== wallet.usdtBalance) {
    events.push({ type: 'WalletBalanceChanged', data: { usdtBalance } });
  }
  return events;
}
