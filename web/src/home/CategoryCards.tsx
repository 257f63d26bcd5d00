// The top-three category cards under the total: today's biggest categories in the user's currency,
// padded so three always show (spec §2). Padding reads as a place waiting to be filled, never as data:
// dashed and empty, "Nothing yet", no category and no 0.00 (three "Other 0.00" tiles looked like money
// spent on Other, issue 33).
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
  if (entry.placeholder) {
    return (
      <li
        ref={enter}
        data-placeholder="true"
        className="flex min-h-24 flex-col items-center justify-center rounded-2xl border-2 border-dashed border-slate-300 p-3 text-center text-slate-500"
      >
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-full border-2 border-dashed border-slate-300" />
        <p className="mt-1 text-sm break-words">{t(HOME_MESSAGES.categoryPlaceholder)}</p>
      </li>
    );
  }
  return (
    <li ref={enter} className="rounded-2xl bg-white p-3 text-center text-slate-800 shadow-sm ring-1 ring-slate-200">
      <p aria-hidden="true" className="text-2xl">
        {emoji}
      </p>
      <p className="mt-1 text-sm font-semibold break-words">{name}</p>
      <p className="text-sm text-slate-600 tabular-nums">
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
