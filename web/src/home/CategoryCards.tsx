// The top-three category cards under the total: the day summary's biggest categories in the
// user's currency, padded with zero "other" entries so three always show (spec §2).
import { Link } from 'wouter';
import { CATEGORIES } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { moneyParts } from '../format/money.ts';
import { useStaggerIn } from './motion.ts';

export const TOP_CATEGORY_COUNT = 3;

export interface CategoryTotal {
  category: CategoryId;
  currency: string;
  amount: string;
}

/** The first three in the user's currency (the summary ranks them), then zero "other" cards. */
export function topThree(entries: readonly CategoryTotal[], currency: string): CategoryTotal[] {
  const top = entries.filter((entry) => entry.currency === currency).slice(0, TOP_CATEGORY_COUNT);
  const padding = Array.from({ length: TOP_CATEGORY_COUNT - top.length }, (): CategoryTotal => ({
    category: 'other',
    currency,
    amount: '0.00',
  }));
  return [...top, ...padding];
}

function CategoryCard({ entry, index }: { entry: CategoryTotal; index: number }) {
  const enter = useStaggerIn<HTMLLIElement>(index);
  const { emoji, name } = CATEGORIES[entry.category];
  const { code, number } = moneyParts(entry.amount, entry.currency);
  return (
    <li ref={enter} className="rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200">
      <p aria-hidden="true" className="text-2xl">
        {emoji}
      </p>
      <p className="mt-1 text-sm font-semibold text-slate-800">{name}</p>
      <p className="text-sm text-slate-600 tabular-nums">
        <span className="sr-only">{code} </span>
        {number}
      </p>
    </li>
  );
}

export function CategoryCards({ entries, currency, index }: { entries: readonly CategoryTotal[]; currency: string; index: number }) {
  return (
    <section aria-label="Top categories">
      <ul className="grid grid-cols-3 gap-3">
        {topThree(entries, currency).map((entry, position) => (
          <CategoryCard key={`${entry.category}-${position}`} entry={entry} index={index + position} />
        ))}
      </ul>
      <Link href="/analytics" className="mt-1 flex min-h-11 items-center justify-end text-sm font-semibold text-brand-800">Insights →</Link>
    </section>
  );
}
