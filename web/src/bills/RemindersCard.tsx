// Settings' Reminders card (issue 25): a device preference, saved at once (not with Save Settings),
// since what is shown on this phone and whether it notifies is this phone's business.
import { t } from '../i18n/index.ts';
import { Card, Toggle } from '../settings/parts.tsx';
import { setPreferences, usePreferences } from '../user/preferences.ts';
import { BILL_MESSAGES as M } from './messages.ts';

export function RemindersCard() {
  const { reminders } = usePreferences();
  return (
    <Card title={t(M.reminders)} icon="bell">
      <Toggle label={t(M.reminders)} description={t(M.remindersHint)} checked={reminders} onChange={(on) => setPreferences({ reminders: on })} />
    </Card>
  );
}
