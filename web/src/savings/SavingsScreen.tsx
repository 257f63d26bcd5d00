// Savings (/savings): savings tracker, USDT view and goals. Lazy-loaded; placeholder for now.
import { ScreenHeader } from '../shell/ScreenHeader.tsx';

export function SavingsScreen() {
  return (
    <>
      <ScreenHeader title="Savings" subtitle="Track your savings and financial goals" />
      <p className="text-slate-600">Your savings and goals will appear here.</p>
    </>
  );
}
