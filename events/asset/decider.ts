// The asset stream's rules: the one lifecycle without restore (events/ownedItem/define.ts), and nothing
// of its own. Only its owner may change or delete it; a change records only the fields that differ.
import type { LifecycleCommand } from '../ownedItem/define.ts';
import { defineLifecycle } from '../ownedItem/define.ts';
import { nested } from '../ownedItem/shapes.ts';
import type { AssetChanges, AssetFields } from './events.ts';
import { AssetAdded, AssetChanged, AssetDeleted } from './events.ts';

export type AssetCommand = LifecycleCommand<AssetFields, AssetChanges, 'Change'>;

export const { decider: assetDecider } = defineLifecycle<AssetFields, AssetChanges, AssetCommand>({
  title: 'Asset',
  one: 'An asset',
  events: nested({ created: AssetAdded, changed: AssetChanged, deleted: AssetDeleted }),
});
