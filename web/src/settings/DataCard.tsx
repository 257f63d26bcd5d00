// Your Data: whether this phone's copy is kept, whether everything is also on the server (an
// anonymous phone's is only reachable from this phone: it is asked to log in), and the download.
import { useEffect, useState } from 'react';
import { secondaryButton } from '../ui/parts.tsx';
import { t } from '../i18n/index.ts';
import { isStorageKept } from '../offline/keepStorage.ts';
import { useLiveQuery } from '../offline/live.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { Card } from './parts.tsx';

const D = SETTINGS_MESSAGES.data;

export function DataCard({ loggedIn }: { loggedIn: boolean }) {
  const [kept, setKept] = useState<boolean | null>(null);
  const waiting = useLiveQuery((db) => db.outbox.count(), 'outbox count');
  useEffect(() => {
    void isStorageKept().then(setKept);
  }, []);
  const server = !loggedIn ? t(D.logInToKeep) : (waiting ?? 0) > 0 ? t(D.waiting) : t(D.onServer);
  return (
    <Card title={t(D.title)} icon="offline">
      <div className="space-y-3 text-sm text-slate-700">
        <p>{kept ? t(D.kept) : t(D.mayClear)}</p>
        <p>{server}</p>
        <a href="/api/users/me/export" download="sauti-data.json" className={`${secondaryButton} flex w-full items-center justify-center`}>
          {t(D.download)}
        </a>
      </div>
    </Card>
  );
}
