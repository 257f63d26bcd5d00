// /import: paste (or share) payment messages, preview what they become, untick or recategorise rows,
// then add them through the offline outbox. Opened with ?text=… (the share target) it goes straight
// to the preview. Loaded lazily: Home's chunk carries only the link here.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { primaryButton, secondaryButton } from '../ui/parts.tsx';
import { importExpenses } from '../offline/imports.ts';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { toast } from '../ui/toast.tsx';
import { usePreferences } from '../user/preferences.ts';
import { toldToPerson } from '../offline/writeErrors.ts';
import { previewMessages } from './api.ts';
import { t } from '../i18n/index.ts';
import { IMPORT_MESSAGES } from './messages.ts';
import { NotUnderstood } from './NotUnderstood.tsx';
import { OtherMessages } from './OtherMessages.tsx';
import { PasteBox } from './PasteBox.tsx';
import { PaymentRows } from './PaymentRows.tsx';
import type { Preview, PreviewRow, RowChoice } from './preview.ts';
import { choiceFor, includedRows, requestChoices } from './preview.ts';
import { sharedText } from './shared.ts';

type Busy = 'idle' | 'previewing' | 'adding';

export function ImportScreen() {
  const [, navigate] = useLocation();
  const shared = sharedText(new URLSearchParams(useSearch()));
  const { language, interfaceLanguage } = usePreferences();
  const [text, setText] = useState(shared);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [choices, setChoices] = useState<ReadonlyMap<string, RowChoice>>(new Map());
  const [busy, setBusy] = useState<Busy>('idle');
  const [error, setError] = useState<string | null>(null);

  const runPreview = async (messages: string) => {
    if (messages.trim() === '') return setError(t(IMPORT_MESSAGES.emptyText));
    setBusy('previewing');
    setError(null);
    try {
      // Offline, fee lines are named in the screens' language, as the server names them.
      setPreview(await previewMessages(messages, interfaceLanguage ?? language));
      setChoices(new Map());
    } catch (failure) {
      setError(toldToPerson(failure) ?? t(IMPORT_MESSAGES.previewFailed));
    } finally {
      setBusy('idle');
    }
  };

  // A shared message opens the preview at once; the ref keeps React's double effect from asking twice.
  const previewedShare = useRef(false);
  useEffect(() => {
    if (shared === '' || previewedShare.current) return;
    previewedShare.current = true;
    void runPreview(shared);
  }, [shared]);

  // The paste box leaves the screen when the preview comes: focus goes to the preview, not the page.
  const previewTop = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview !== null) previewTop.current?.focus();
  }, [preview]);

  const rows = preview === null ? [] : includedRows(preview, choices);
  const add = async () => {
    if (preview === null) return;
    setBusy('adding');
    setError(null);
    try {
      const { synced } = await importExpenses({ text, choices: requestChoices(preview, choices), rows, language });
      const count = rows.length;
      if (count === 0) {
        const removed = preview.reversed.length;
        toast({ title: synced ? t(IMPORT_MESSAGES.removedReversed, { count: removed }) : t(IMPORT_MESSAGES.queuedTitle) });
      } else {
        toast(synced ? { title: t(IMPORT_MESSAGES.added, { count }) } : { title: t(IMPORT_MESSAGES.queuedTitle), description: t(IMPORT_MESSAGES.queued, { count }) });
      }
      navigate('/');
    } catch (failure) {
      setError(toldToPerson(failure) ?? t(IMPORT_MESSAGES.notAdded));
      setBusy('idle');
    }
  };
  const change = (row: PreviewRow, choice: RowChoice) => setChoices((current) => new Map(current).set(row.key, choice));

  return (
    <>
      <ScreenHeader title={t(IMPORT_MESSAGES.title)} subtitle={t(IMPORT_MESSAGES.subtitle)} />
      {error !== null && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}
      {preview === null ? (
        <PasteBox text={text} onChange={setText} onPreview={() => void runPreview(text)} busy={busy === 'previewing'} />
      ) : (
        <div ref={previewTop} tabIndex={-1} className="flex flex-col gap-4 outline-none">
          {preview.checkedBy === 'device' && (
            <p role="status" className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
              {t(IMPORT_MESSAGES.checkedOnline)}
            </p>
          )}
          <PaymentRows rows={preview.rows} choiceFor={(row) => choiceFor(row, choices)} onChange={change} />
          <NotUnderstood rows={preview.notUnderstood} />
          <OtherMessages preview={preview} />
          <div className="sticky bottom-[var(--bottom-chrome)] flex flex-col gap-2 bg-slate-50/95 py-2">
            <button
              type="button"
              className={primaryButton}
              disabled={busy !== 'idle' || (rows.length === 0 && preview.reversed.length === 0)}
              onClick={() => void add()}
            >
              {busy === 'adding'
                ? t(IMPORT_MESSAGES.adding)
                : rows.length === 0 && preview.reversed.length > 0
                  ? t(IMPORT_MESSAGES.removeReversed, { count: preview.reversed.length })
                  : t(IMPORT_MESSAGES.add, { count: rows.length })}
            </button>
            <button type="button" className={secondaryButton} disabled={busy !== 'idle'} onClick={() => setPreview(null)}>
              {t(IMPORT_MESSAGES.edit)}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
