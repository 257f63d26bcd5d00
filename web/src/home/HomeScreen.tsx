// Home (/): today at a glance — wallet, total with the change against yesterday, top categories,
// the list, who owes whom, and the voice button. Reads the offline data layer; the first-run flow sits in front of it.
// A day with nothing yet opens with the introduction and the empty state, the zero cards after them.
import { localDay } from '../../../domain/dates.ts';
import { DueSoonStrip } from './DueSoonStrip.tsx';
import { useDaySummary, useHasAnyExpense, useTodayExpenses } from '../offline/expenses.ts';
import { useRates } from '../money/rates.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { usePreferences } from '../user/preferences.ts';
import { useIous } from '../offline/ious.ts';
import { AiIntro } from './AiIntro.tsx';
import { IousCard } from './IousCard.tsx';
import { CategoryCards } from './CategoryCards.tsx';
import { ExpenseList } from './ExpenseList.tsx';
import { ImportLink } from './ImportLink.tsx';
import { HomeHeader } from './HomeHeader.tsx';
import { t } from '../i18n/index.ts';
import { HOME_MESSAGES } from './messages.ts';
import { todayInCurrency } from './todayInCurrency.ts';
import { TotalCard } from './TotalCard.tsx';
import { VoiceButton } from './VoiceButton.tsx';
import { WalletCard } from './WalletCard.tsx';

function deviceToday(): string {
  return localDay(new Date(), deviceTimeZone());
}

export function HomeScreen() {
  const expenses = useTodayExpenses();
  const summary = useDaySummary();
  const { currency, language } = usePreferences();
  const { rates } = useRates().table;
  // Summed from the same rows the list shows, so the total and the list never disagree mid-update;
  // rows in other currencies (kept from before a currency change) are converted, and the card says so.
  const yesterday = (summary?.changes ?? []).map((entry) => ({ currency: entry.currency, amount: entry.yesterday }));
  const today = todayInCurrency(expenses ?? [], yesterday, currency, rates);
  const percent = summary === undefined ? undefined : today.percent;
  const note =
    today.uncounted > 0 ? t(HOME_MESSAGES.uncountedCount, { count: today.uncounted }) : today.converted > 0 ? t(HOME_MESSAGES.convertedCount, { count: today.converted }) : null;
  const empty = expenses !== undefined && expenses.length === 0;
  const overview = [
    <WalletCard key="wallet" total={today.total} expenses={expenses ?? []} index={0} />,
    <TotalCard key="total" total={today.total} currency={currency} percent={percent} language={language} note={note} index={1} />,
    <CategoryCards key="categories" entries={today.categories} currency={currency} index={2} />,
    <ImportLink key="import" />,
  ];
  // Nothing list-like until the local copy has answered, so the introduction never flashes. Keyed, so
  // the list keeps its state (focus after the last delete) when the empty day moves it to the top.
  const hasAny = useHasAnyExpense() ?? false;
  const list = expenses !== undefined && (
    <ExpenseList key="list" expenses={expenses} day={summary?.day ?? deviceToday()} index={empty ? 1 : 6} hasAny={hasAny} />
  );
  // Money lent or borrowed is never in today's list: who owes whom follows the list, where it is looked for.
  const ious = <IousCard key="ious" ious={useIous() ?? []} />;
  return (
    <>
      <HomeHeader />
      <div className="flex flex-col gap-4">
        <DueSoonStrip />
        {empty ? [<AiIntro key="intro" language={language} index={0} />, list, ious, ...overview] : [...overview, list, ious]}
      </div>
      <VoiceButton />
    </>
  );
}
