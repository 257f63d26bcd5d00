// Family (/family): the caller's family groups with their members, shared expenses and balances,
// and their own expense shares. Loaded with Apollo; the layout gives it the wider column.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '../ui/parts.tsx';
import { graphql } from '../gql/index.ts';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { AddSharedExpenseModal } from './AddSharedExpenseModal.tsx';
import { CreateGroupModal, JoinGroupModal } from './GroupModals.tsx';
import { GroupCard } from './GroupCard.tsx';
import { familyText } from './messages.ts';
import { ShareList } from './ShareList.tsx';
import { Spinner } from './Spinner.tsx';
import { VoiceExpenseModal } from './VoiceExpenseModal.tsx';
import { t } from '../i18n/index.ts';
import { GROUP_WORDS } from '../offline/messages.ts';
import { Link } from 'wouter';

const FamilyGroups = graphql(`
  query FamilyGroups {
    me { id }
    familyGroups {
      id
      name
      inviteCode
      createdAt
      members { userId nickname }
      expenses { id description amount currency category date paidBy }
      balances { currency balances { userId amount } transfers { from to amount } }
    }
  }
`);

type Modal = { kind: 'create' } | { kind: 'join' } | { kind: 'add' | 'voice'; groupId: string } | null;

export function FamilyScreen() {
  const { data, loading, error, refetch } = useQuery(FamilyGroups);
  const [modal, setModal] = useState<Modal>(null);
  const close = () => setModal(null);
  const groups = data?.familyGroups ?? [];

  return (
    <>
      <ScreenHeader
        title={t(familyText.title)}
        actions={
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={primaryButton} onClick={() => setModal({ kind: 'create' })}>{t(familyText.createGroup)}</button>
            <button type="button" className={secondaryButton} onClick={() => setModal({ kind: 'join' })}>{t(familyText.joinGroup)}</button>
          </div>
        }
      />
      {/* Savings groups (chamas, VSLAs) sit beside family groups: their own screen, one tap away. */}
      <Link href="/groups" className={`${secondaryButton} mb-4 w-full`}>{t(GROUP_WORDS.open)} →</Link>
      {loading && !data ? (
        <div className="grid place-items-center py-10"><Spinner size="xl" label={t(familyText.loadingGroups)} /></div>
      ) : error && !data ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          <p>{t(familyText.loadFailed)}</p>
          <button type="button" className={`${secondaryButton} mt-3`} onClick={() => void refetch()}>{t(familyText.retry)}</button>
        </div>
      ) : groups.length === 0 ? (
        <section className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{t(familyText.emptyTitle)}</h2>
          <p className="mt-2 text-slate-600">{t(familyText.emptyHint)}</p>
        </section>
      ) : (
        <div className="space-y-5">
          {groups.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              meId={data?.me.id ?? ''}
              onAdd={() => setModal({ kind: 'add', groupId: group.id })}
              onVoice={() => setModal({ kind: 'voice', groupId: group.id })}
            />
          ))}
        </div>
      )}
      <ShareList />
      {modal?.kind === 'create' && <CreateGroupModal onClose={close} />}
      {modal?.kind === 'join' && <JoinGroupModal onClose={close} />}
      {modal?.kind === 'add' && <AddSharedExpenseModal groupId={modal.groupId} onClose={close} />}
      {modal?.kind === 'voice' && <VoiceExpenseModal groupId={modal.groupId} onClose={close} />}
    </>
  );
}
