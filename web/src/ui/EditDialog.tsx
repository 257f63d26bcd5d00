// The one way an item is fixed in a dialog (a saving, an IOU): a form with Cancel and Save below it,
// and the focus back on the row's Edit when it closes. What the form holds and writes is the caller's.
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';

/** The Edit button's ref, focused again when `editing` turns false (the dialog closed). */
export function useFocusBack(editing: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return button;
}

interface EditDialogProps<Changes extends object> {
  title: string;
  cancelLabel: string;
  saveLabel: string;
  /** Only what the person changed; nothing closes the dialog without a write. */
  changes: () => Changes;
  /** False after telling the person why, so the dialog stays open with what was typed. */
  write: (changes: Changes) => Promise<boolean>;
  onClose: () => void;
  /** The fields, given the form's id prefix for their ids. */
  children: (id: string) => ReactNode;
}

export function EditDialog<Changes extends object>({ title, cancelLabel, saveLabel, changes, write, onClose, children }: EditDialogProps<Changes>) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const changed = changes();
    if (Object.keys(changed).length === 0) return onClose();
    setBusy(true);
    const saved = await write(changed);
    setBusy(false);
    if (saved) onClose();
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <div className="grid grid-cols-2 gap-2">
          <button type="button" onClick={onClose} className="min-h-11 rounded-xl bg-slate-100 font-semibold text-slate-800 hover:bg-slate-200">
            {cancelLabel}
          </button>
          <button type="submit" form={`${id}-form`} disabled={busy} className="min-h-11 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {saveLabel}
          </button>
        </div>
      }
    >
      <form id={`${id}-form`} className="flex flex-col gap-2" onSubmit={(event) => { event.preventDefault(); void save(); }}>
        {children(id)}
      </form>
    </Dialog>
  );
}
