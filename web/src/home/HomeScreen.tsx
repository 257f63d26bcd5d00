// Home (/): today at a glance — wallet, total with the change against yesterday, top categories,
// the list, and the voice button. Reads the offline data layer; the first-run flow sits in front of it.
import { localDay } from '../../../domain/dates.ts';
import { sumAmounts } from '../../../domain/money.ts';
import { useDaySummary, useTodayExpenses } from '../offline/expenses.ts';
import { usePreferences } from '../user/preferences.ts';
import { AiIntro } from './AiIntro.tsx';
import { CategoryCards } from './CategoryCards.tsx';
import { ExpenseList } from './ExpenseList.tsx';
import { HomeHeader } from './HomeHeader.tsx';
import { TotalCard } from './TotalCard.tsx';
import { VoiceButton } from './VoiceButton.tsx';
import { WalletCard } from './WalletCard.tsx';

function deviceToday(): string {
  return localDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

export function HomeScreen() {
  const expenses = useTodayExpenses();
  const summary = useDaySummary();
  const { currency, language } = usePreferences();
  // Summed from the same rows the list shows, so the total and the list never disagree mid-update.
  // Money is never added across currencies: rows kept from before a currency change are listed, not summed.
  const total = sumAmounts((expenses ?? []).filter((expense) => expense.currency === currency).map((expense) => expense.amount));
  const change = summary?.changes.find((entry) => entry.currency === currency);
  const percent = summary === undefined ? undefined : (change?.percent ?? null);
  return (
    <>
      <HomeHeader />
      <div className="flex flex-col gap-4">
        <WalletCard total={total} expenses={expenses ?? []} index={0} />
        <TotalCard total={total} currency={currency} percent={percent} language={language} index={1} />
        <CategoryCards entries={summary?.topCategories ?? []} currency={currency} index={2} />
        {/* Nothing below until the local copy has answered, so the introduction never flashes. */}
        {expenses !== undefined && expenses.length === 0 && <AiIntro language={language} index={5} />}
        {expenses !== undefined && <ExpenseList expenses={expenses} day={summary?.day ?? deviceToday()} index={6} />}
      </div>
      {/* Room to scroll the last row clear of the floating voice button. */}
      <div aria-hidden="true" className="h-16" />
      <VoiceButton />
    </>
  );
}
