// Add Shared Expense: Description, Amount (step 0.01, sent with 2 decimals) and Category (food by
// default), in the person's currency. Nothing is sent while description or amount is empty.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/categories.ts';
import { categoryName } from '../format/categories.ts';
import { isValidAmount, normalizeAmount } from '../../../domain/money.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { usePreferences } from '../user/preferences.ts';
import { addSharedExpense } from './familyActions.ts';
import { FormButtons, SelectField, TextField } from './fields.tsx';
import { familyText } from './messages.ts';
import { useSubmit } from './useSubmit.ts';
import { t } from '../i18n/index.ts';

export function AddSharedExpenseModal({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const client = useApolloClient();
  const { currency } = usePreferences();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState<string>('food');
  const { busy, submit } = useSubmit(onClose);
  return (
    <Dialog title={t(familyText.addTitle)} onClose={onClose}>
      <form className="space-y-4" onSubmit={(event) => {
        event.preventDefault();
        const typed = amount.trim();
        if (description.trim() === '' || typed === '') return;
        // The server refuses what is not a valid amount; the error toast then says so.
        const sent = isValidAmount(typed) ? normalizeAmount(typed) : typed;
        void submit(() => addSharedExpense(client, groupId, { description: description.trim(), amount: sent, category, currency }));
      }}>
        <TextField label={t(familyText.description)} value={description} maxLength={200} onChange={(event) => setDescription(event.target.value)} />
        <TextField label={t(familyText.amount)} type="number" inputMode="decimal" min="0.01" step="0.01" value={amount}
          onChange={(event) => setAmount(event.target.value)} />
        <SelectField label={t(familyText.category)} value={category} onChange={setCategory}>
          {CATEGORY_IDS.map((id) => <option key={id} value={id}>{CATEGORIES[id].emoji} {categoryName(id)}</option>)}
        </SelectField>
        <FormButtons submit={t(familyText.add)} cancel={t(familyText.cancel)} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
