// The two settings the Savings screen reads from the person's account (Settings saves them on the
// server): the monthly savings goal and whether Savings Notifications are on. Offline: not known.
import { useEffect, useState } from 'react';

export interface SavingsSettings {
  monthlySavingsGoal: string;
  savingsNotifications: boolean;
}

async function fetchSettings(): Promise<SavingsSettings | null> {
  const response = await fetch('/api/users/me', { credentials: 'same-origin' });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) return null;
  const goal = 'monthlySavingsGoal' in body ? body.monthlySavingsGoal : null;
  const notify = 'savingsNotifications' in body ? body.savingsNotifications : null;
  return typeof goal === 'string' && typeof notify === 'boolean' ? { monthlySavingsGoal: goal, savingsNotifications: notify } : null;
}

export function useSavingsSettings(): SavingsSettings | null {
  const [settings, setSettings] = useState<SavingsSettings | null>(null);
  useEffect(() => {
    let live = true;
    fetchSettings().then((value) => live && setSettings(value), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
