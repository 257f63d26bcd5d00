// What the Account Information card says beyond the spec's fields: logging in from Settings after
// skipping it at first run, and ending the account's sessions on every device.
import { toast } from '../ui/toast.tsx';

export const ACCOUNT_MESSAGES = {
  logIn: 'Login with WhatsApp',
  loginDialog: 'Log in',
  logOutEverywhere: 'Log out everywhere',
  logOutEverywhereHint: 'Ends every session of this account, on every phone and computer, this one too.',
  loggingOut: 'Logging out…',
} as const;

export const loggedOutEverywhere = () =>
  toast({ title: 'Logged out everywhere', description: 'Log in again with your WhatsApp number to see your expenses.' });

export const logOutFailed = () =>
  toast({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' });
