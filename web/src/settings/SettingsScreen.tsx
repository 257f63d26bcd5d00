// Settings (/settings): language, currency, voice and savings preferences. Lazy-loaded; placeholder.
import { ScreenHeader } from '../shell/ScreenHeader.tsx';

export function SettingsScreen() {
  return (
    <>
      <ScreenHeader title="Settings" subtitle="Customize your Sauti experience" />
      <p className="text-slate-600">Language, currency and voice settings will appear here.</p>
    </>
  );
}
