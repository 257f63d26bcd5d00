// Choose Category: the five category tiles for one expense, Cancel and the close icon. Picking a
// tile closes at once and saves through recategoriseExpense (the local write is instant, sync follows).
import { categoryName } from '../categories/messages.ts';
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { recategoriseExpense } from './expenseActions.ts';
import { t } from '../i18n/index.ts';
import { HOME_MESSAGES } from './messages.ts';

interface ChooseCategoryProps {
  expense: { id: string; description: string; category: CategoryId; language: string };
  onClose: () => void;
}

export function ChooseCategoryModal({ expense, onClose }: ChooseCategoryProps) {
  const choose = (category: CategoryId) => {
    onClose();
    if (category !== expense.category) void recategoriseExpense(expense.id, category);
  };
  return (
    <Dialog title={t(HOME_MESSAGES.chooseCategory)} onClose={onClose}>
      <p lang={expense.language} className="-mt-2 mb-4 text-sm text-slate-600">{expense.description}</p>
      <ul className="grid grid-cols-3 gap-3">
        {CATEGORY_IDS.map((id) => {
          const current = id === expense.category;
          return (
            <li key={id}>
              <button
                type="button"
                aria-pressed={current}
                onClick={() => choose(id)}
                className={`flex min-h-20 w-full flex-col items-center justify-center gap-1 rounded-xl p-2 ring-1 ${
                  current ? 'bg-brand-50 font-bold text-brand-800 ring-2 ring-brand-700' : 'bg-white text-slate-800 ring-slate-200 hover:bg-slate-50'
                }`}
              >
                <span aria-hidden="true" className="text-2xl">
                  {CATEGORIES[id].emoji}
                </span>
                <span className="text-sm">{categoryName(id)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onClose}
        className="mt-5 min-h-11 w-full rounded-xl bg-slate-100 font-semibold text-slate-800 hover:bg-slate-200"
      >
        {t(HOME_MESSAGES.cancel)}
      </button>
    </Dialog>
  );
}
