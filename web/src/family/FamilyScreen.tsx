// Family (/family): family groups and shared expenses. Lazy-loaded; the layout gives it a wider column.
import { ScreenHeader } from '../shell/ScreenHeader.tsx';

export function FamilyScreen() {
  return (
    <>
      <ScreenHeader title="Family Tracking" />
      <p className="text-slate-600">Create or join a family group to start tracking shared expenses.</p>
    </>
  );
}
