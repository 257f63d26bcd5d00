// The payments the preview would add: one row per payment and per fee, each with its own tick box
// and category picker; the fee shows as its own row under its payment so it can be left out alone.
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/categories.ts';
import { categoryName } from '../format/categories.ts';
import { localDay } from '../../../domain/dates.ts';
import { formatMoney } from '../format/money.ts';
import { formatClock, formatFullDate } from '../format/time.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { t } from '../i18n/index.ts';
import { IMPORT_MESSAGES } from './messages.ts';
import type { PreviewRow, RowChoice } from './preview.ts';

function whenText(spentAt: string | null): string {
  if (spentAt === null) return t(IMPORT_MESSAGES.noDate);
  return `${formatFullDate(localDay(spentAt, deviceTimeZone()))} · ${formatClock(spentAt)}`;
}

interface RowProps {
  row: PreviewRow;
  choice: RowChoice;
  onChange: (choice: RowChoice) => void;
}

function PaymentRow({ row, choice, onChange }: RowProps) {
  const label = `${row.description} ${formatMoney(row.amount, row.currency)}`;
  return (
    <li className={`flex items-start gap-2 py-3 pr-3 ${row.role === 'fee' ? 'pl-8' : 'pl-1'} ${choice.include ? '' : 'opacity-60'}`}>
      <label className="grid size-11 shrink-0 cursor-pointer place-items-center">
        <input
          type="checkbox"
          checked={choice.include}
          onChange={(event) => onChange({ ...choice, include: event.target.checked })}
          aria-label={t(IMPORT_MESSAGES.include, { what: label })}
          className="size-5 accent-brand-700"
        />
      </label>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="min-w-0 font-semibold break-words text-slate-900">
            {row.role === 'fee' && <span className="me-1 text-sm font-medium text-slate-500">{t(IMPORT_MESSAGES.fee)}</span>}
            {row.description}
          </p>
          <p className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(row.amount, row.currency)}</p>
        </div>
        <p className="text-sm text-slate-500">{whenText(row.spentAt)}</p>
        <select
          value={choice.category}
          onChange={(event) => {
            const category = CATEGORY_IDS.find((id) => id === event.target.value);
            if (category !== undefined) onChange({ ...choice, category });
          }}
          aria-label={t(IMPORT_MESSAGES.category, { what: row.description })}
          className="mt-1 min-h-11 rounded-lg bg-white px-2 text-base ring-1 ring-slate-300"
        >
          {CATEGORY_IDS.map((id) => (
            <option key={id} value={id}>
              {CATEGORIES[id].emoji} {categoryName(id)}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}

interface PaymentRowsProps {
  rows: readonly PreviewRow[];
  choiceFor: (row: PreviewRow) => RowChoice;
  onChange: (row: PreviewRow, choice: RowChoice) => void;
}

export function PaymentRows({ rows, choiceFor, onChange }: PaymentRowsProps) {
  return (
    <section aria-labelledby="import-payments" className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2 id="import-payments" className="px-4 pt-3 font-semibold text-slate-900">
        {t(IMPORT_MESSAGES.payments)}
      </h2>
      {rows.length === 0 ? (
        <p className="px-4 py-3 text-slate-600">{t(IMPORT_MESSAGES.nothingToAdd)}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <PaymentRow key={row.key} row={row} choice={choiceFor(row)} onChange={(choice) => onChange(row, choice)} />
          ))}
        </ul>
      )}
    </section>
  );
}
