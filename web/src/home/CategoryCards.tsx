// The top-three category cards under the total: today's biggest categories in the user's currency,
// padded with zero "other" entries so three always show (spec §2). Padding is drawn as a placeholder
// (dashed, muted) so it never reads as money spent.
import { Link } from 'wouter';
import { categoryName } from '../format/categories.ts';
import { CATEGORIES } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { moneyParts } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import { HOME_MESSAGES } from './messages.ts';
import { useStaggerIn } from '../ui/motion.ts';

const TOP_CATEGORY_COUNT = 3;

export interface CategoryTotal {
  category: CategoryId;
  amount: string;
  /** A zero "other" card standing in for a category not spent on yet. */
  placeholder?: boolean;
}

/** The first three (already ranked and in one currency), then zero "other" placeholders. */
function topThree(entries: readonly CategoryTotal[]): CategoryTotal[] {
  const top = entries.slice(0, TOP_CATEGORY_COUNT);
  const padding = Array.from({ length: TOP_CATEGORY_COUNT - top.length }, (): CategoryTotal => ({
    category: 'other',
    amount: '0.00',
    placeholder: true,
  }));
  return [...top, ...padding];
}

function CategoryCard({ entry, currency, index }: { entry: CategoryTotal; currency: string; index: number }) {
  const enter = useStaggerIn<HTMLLIElement>(index);
  const { emoji } = CATEGORIES[entry.category];
  const name = categoryName(entry.category);
  const { code, number } = moneyParts(entry.amount, currency);
  const look = entry.placeholder
    ? 'border-2 border-dashed border-slate-300 bg-transparent text-slate-600'
    : 'bg-white text-slate-800 shadow-sm ring-1 ring-slate-200';
  return (
    <li ref={enter} data-placeholder={entry.placeholder ? 'true' : undefined} className={`rounded-2xl p-3 text-center ${look}`}>
      <p aria-hidden="true" className={`text-2xl ${entry.placeholder ? 'opacity-40 grayscale' : ''}`}>
        {emoji}
      </p>
      <p className="mt-1 text-sm font-semibold break-words">{name}</p>
      <p className={`text-sm tabular-nums ${entry.placeholder ? '' : 'text-slate-600'}`}>
        <span className="sr-only">{code} </span>
        {number}
      </p>
    </li>
  );
}

export function CategoryCards({ entries, currency, index }: { entries: readonly CategoryTotal[]; currency: string; index: number }) {
  return (
    <section aria-label={t(HOME_MESSAGES.topCategories)}>
      <ul className="grid grid-cols-3 gap-3">
        {topThree(entries).map((entry, position) => (
          <CategoryCard key={`${entry.category}-${position}`} entry={entry} currency={currency} index={index + position} />
        ))}
      </ul>
      <Link href="/analytics" className="mt-1 flex min-h-11 items-center justify-end text-sm font-semibold text-brand-800">
        {t(HOME_MESSAGES.insights)}
      </Link>
    </section>
  );
}
