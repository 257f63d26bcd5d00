// The paste box: the messages as copied or shared, and "Preview". Owns no state beyond its field.
import { useId } from 'react';
import { primaryButton } from '../ui/parts.tsx';
import { t } from '../i18n/index.ts';
import { IMPORT_MESSAGES } from './messages.ts';

interface PasteBoxProps {
  text: string;
  onChange: (text: string) => void;
  onPreview: () => void;
  busy: boolean;
}

export function PasteBox({ text, onChange, onPreview, busy }: PasteBoxProps) {
  const id = useId();
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <label htmlFor={id} className="font-semibold text-slate-900">
        {t(IMPORT_MESSAGES.pasteLabel)}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t(IMPORT_MESSAGES.pastePlaceholder)}
        rows={8}
        className="w-full rounded-xl bg-white p-3 text-base ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
      <button type="submit" className={primaryButton} disabled={busy || text.trim() === ''}>
        {busy ? t(IMPORT_MESSAGES.previewing) : t(IMPORT_MESSAGES.preview)}
      </button>
    </form>
  );
}
