// What a person reads after a settings change reached the server, or failed to (spec §8), and after
// ending the account's sessions everywhere.
import { t } from '../i18n/index.ts';
import { toast } from '../ui/toast.tsx';
import { SETTINGS_MESSAGES as M } from './messages.ts';

export const settingsSaved = () => toast({ title: t(M.updated), description: t(M.updatedBody) });

export const settingsFailed = () => toast({ title: t(M.error), description: t(M.updateFailed), variant: 'destructive' });

export const loggedOutEverywhere = () =>
  toast({ title: t(M.account.loggedOutEverywhere), description: t(M.account.loggedOutEverywhereBody) });

export const logOutFailed = () => toast({ title: t(M.error), description: t(M.account.logOutFailed), variant: 'destructive' });
