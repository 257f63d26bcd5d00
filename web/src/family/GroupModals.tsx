// Create Family Group (a blank trimmed name sends nothing) and Join Family Group (the code forced
// to upper case as typed, the nickname trimmed and left out when blank). Each closes on success.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { createGroup, joinGroup } from './familyActions.ts';
import { FormButtons, TextField } from './fields.tsx';
import { familyText } from './messages.ts';
import { useSubmit } from './useSubmit.ts';
import { t } from '../i18n/index.ts';

export function CreateGroupModal({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const [name, setName] = useState('');
  const { busy, submit } = useSubmit(onClose);
  return (
    <Dialog title={t(familyText.createTitle)} onClose={onClose}>
      <form className="space-y-4" onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() !== '') void submit(() => createGroup(client, name.trim()));
      }}>
        <TextField label={t(familyText.groupName)} value={name} maxLength={80} placeholder={t(familyText.groupNamePlaceholder)}
          onChange={(event) => setName(event.target.value)} />
        <FormButtons submit={t(familyText.create)} cancel={t(familyText.cancel)} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export function JoinGroupModal({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const [inviteCode, setInviteCode] = useState('');
  const [nickname, setNickname] = useState('');
  const { busy, submit } = useSubmit(onClose);
  return (
    <Dialog title={t(familyText.joinTitle)} onClose={onClose}>
      <form className="space-y-4" onSubmit={(event) => {
        event.preventDefault();
        const code = inviteCode.trim().toUpperCase();
        if (code !== '') void submit(() => joinGroup(client, code, nickname.trim() || null));
      }}>
        <TextField label={t(familyText.inviteCode)} value={inviteCode} autoCapitalize="characters" autoComplete="off" spellCheck={false}
          className="mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-3 font-mono text-base tracking-widest uppercase"
          onChange={(event) => setInviteCode(event.target.value.toUpperCase())} />
        <TextField label={t(familyText.nickname)} value={nickname} maxLength={40} onChange={(event) => setNickname(event.target.value)} />
        <FormButtons submit={t(familyText.join)} cancel={t(familyText.cancel)} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
