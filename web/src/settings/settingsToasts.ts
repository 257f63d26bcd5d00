// What a person reads after a settings change reached the server, or failed to (spec §8).
import { toast } from '../ui/toast.tsx';

export const settingsSaved = () =>
  toast({ title: 'Settings updated', description: 'Your preferences have been saved successfully.' });

export const settingsFailed = () =>
  toast({ title: 'Error', description: 'Failed to update settings. Please try again.', variant: 'destructive' });
