// Analytics (/analytics): weekly totals and top categories. Lazy-loaded; placeholder for now.
import { ScreenHeader } from '../shell/ScreenHeader.tsx';

export function AnalyticsScreen() {
  return (
    <>
      <ScreenHeader title="Analytics" />
      <p className="text-slate-600">Your spending over the last 7 days will appear here.</p>
    </>
  );
}
