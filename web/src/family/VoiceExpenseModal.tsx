// The Voice AI dialog: a shared expense said in any of the 22 languages, through the same voice
// machine, recogniser and parser as Home's Add Expense; only the save differs (to the group).
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { LANGUAGES } from '../../../domain/languages.ts';
import { t } from '../i18n/index.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { DetectedCard } from '../voice/DetectedCard.tsx';
import { LanguagePicker } from '../voice/LanguagePicker.tsx';
import { MicButton } from '../voice/MicButton.tsx';
import { TypedExpense } from '../voice/TypedExpense.tsx';
import { useVoiceSession } from '../voice/useVoiceSession.ts';
import { CancelConfirm, TrySaying, YouSaid } from '../voice/VoiceDialogParts.tsx';
import { isSaving } from '../voice/voiceMachine.ts';
import { voiceNotice } from '../voice/voiceSupport.ts';
import type { SaveExpense } from '../voice/voiceSession.ts';
import { addSharedExpense } from './familyActions.ts';
import { familyText } from './messages.ts';

/** The Add Expense dialog's voice session, its confirmed expense shared in the group instead. */
function useGroupVoiceSession(groupId: string) {
  const client = useApolloClient();
  const [{ loadClient, save }] = useState(() => {
    const share: SaveExpense = ({ description, amount, category, currency }) =>
      addSharedExpense(client, groupId, { description, amount, category, currency });
    return { loadClient: async () => client, save: share };
  });
  return useVoiceSession(loadClient, { expense: save });
}

export function VoiceExpenseModal({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const { view, send, failed } = useGroupVoiceSession(groupId);
  const { language, currency, transcript, analysis, error } = view;
  const notice = voiceNotice(view.voice, language);
  const listening = view.phase === 'listening';

  useEffect(() => {
    if (view.done || failed) onClose();
  }, [view.done, failed, onClose]);

  const cancel = () => {
    send({ type: 'voice.cancel' });
    onClose();
  };

  return (
    <Dialog title={t(familyText.voiceTitle)} onClose={cancel}>
      <div className="flex flex-col gap-4">
        <LanguagePicker value={language} disabled={listening} onChange={(next) => send({ type: 'language.change', language: next })} />
        <MicButton phase={view.phase} unavailable={notice} disabled={!view.micEnabled} onPress={() => send(listening ? { type: 'voice.stop' } : { type: 'voice.start' })} />
        {notice !== null && <p className="text-center text-sm font-medium text-amber-800">{notice}</p>}
        <TrySaying language={language} />
        {error !== null && <p role="alert" className="text-center text-sm font-medium text-red-600">{error}</p>}
        {transcript !== '' && <YouSaid transcript={transcript} language={language} />}
        {analysis !== null && <DetectedCard analysis={analysis} currency={currency} showDay={false} />}
        {isSaving(analysis) && <p role="status" className="text-center text-sm font-medium text-amber-800">{t(familyText.savingNotShared)}</p>}
        <TypedExpense placeholder={LANGUAGES[language].examplePhrase} onText={(text) => send({ type: 'text.submit', text })} />
        <CancelConfirm
          confirm={t(familyText.voiceAdd)}
          onCancel={cancel}
          onConfirm={() => send({ type: 'expense.confirm' })}
          disabled={isSaving(analysis) || !view.canConfirm}
          busy={view.saving}
        />
      </div>
    </Dialog>
  );
}
