// Settings' Reminders card (issue 25): a device preference, saved at once (not with Save Settings),
// since what is shown on this phone and whether it notifies is this phone's business. Where the
// browser asks before notifying, a button asks; turning reminders off stops the worker's daily check.
import { useState } from 'react';
import { t } from '../i18n/index.ts';
import { Card, Toggle } from './parts.tsx';
import { setPreferences, usePreferences } from '../user/preferences.ts';
import { BILL_MESSAGES as M } from '../offline/messages.ts';
import { stopReminders } from '../offline/reminders.ts';

const currentPermission = () => (typeof Notification === 'undefined' ? null : Notification.permission);

export function RemindersCard() {
  const { reminders } = usePreferences();
  const [permission, setPermission] = useState(currentPermission);
  const change = (on: boolean) => {
    setPreferences({ reminders: on });
    if (!on) void stopReminders();
  };
  const ask = async () => setPermission(await Notification.requestPermission());
  return (
    <Card title={t(M.reminders)} icon="bell">
      <div className="space-y-4">
        <Toggle label={t(M.reminders)} description={t(M.remindersHint)} checked={reminders} onChange={change} />
        {reminders && permission === 'default' && (
          <button type="button" onClick={() => void ask()} className="min-h-11 rounded-lg bg-slate-200 px-4 text-sm font-semibold text-slate-900">
            {t(M.allowNotifications)}
          </button>
        )}
        {reminders && permission === 'denied' && <p className="text-sm text-slate-600">{t(M.notificationsBlocked)}</p>}
      </div>
    </Card>
  );
}
