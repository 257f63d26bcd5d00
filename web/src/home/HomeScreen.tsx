// Home (/): today's expenses. In the initial chunk because it is the first screen most visits see.
import { ScreenHeader } from '../shell/ScreenHeader.tsx';

export function HomeScreen() {
  return (
    <>
      <ScreenHeader title="Today's Expenses" />
      <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <p className="text-lg font-semibold">No expenses yet</p>
        <p className="mt-2 text-slate-600">Tap the AI voice button to add your first expense.</p>
      </section>
    </>
  );
}
