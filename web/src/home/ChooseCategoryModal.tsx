// Choose Category: the five category tiles for one expense, its note, Cancel and the close icon. Picking
// a tile or saving the note closes at once and saves through expenseActions (the local write is instant,
// sync follows).
import { categoryName } from '../format/categories.ts';
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { annotateExpense, recategoriseExpense } from '../offline/expenseActions.ts';
import { t } from '../i18n/index.ts';
import { HOME_MESSAGES } from './messages.ts';
import { boundsOf } from '../offline/typedText.tsx';

interface ChooseCategoryProps {
  expense: { id: string; description: string; category: CategoryId; language: string; note?: string | null };
  onClose: () => void;
}

export function ChooseCategoryModal({ expense, onClose }: ChooseCategoryProps) {
  const choose = (category: CategoryId) => {
    onClose();
    if (category !== expense.category) void recategoriseExpense(expense.id, category);
  };
  const saveNote = (form: HTMLFormElement) => {
    const note = String(new FormData(form).get('note') ?? '').trim();
    onClose();
    if (note !== (expense.note ?? '')) void annotateExpense(expense.id, note);
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
      <form className="mt-5 flex flex-col gap-2" onSubmit={(event) => { event.preventDefault(); saveNote(event.currentTarget); }}>
        <label htmlFor="expense-note" className="text-sm font-semibold text-slate-700">{t(HOME_MESSAGES.note)}</label>
        <textarea
          id="expense-note"
          name="note"
          lang={expense.language}
          rows={2}
          maxLength={boundsOf('expense', 'note').max}
          defaultValue={expense.note ?? ''}
          className="w-full rounded-xl border border-slate-300 p-3 text-base text-slate-900"
        />
        <button type="submit" className="min-h-11 w-full rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800">
          {t(HOME_MESSAGES.saveNote)}
        </button>
      </form>
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
