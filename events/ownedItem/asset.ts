// An asset: something the user owns, valued in a currency. A revaluation is a change of its value.
import { z } from 'zod';
import { ASSET_TYPES } from '../../domain/ownedItems.ts';
import { defineOwnedItem } from './define.ts';
import { currency, description, flag, money, name, oneOf } from '../../domain/fields.ts';

export const AssetFields = z.object({
  name,
  type: oneOf('type', ASSET_TYPES),
  value: money('value'),
  currency,
  isLiquid: flag('isLiquid'),
  description,
});
export type AssetFields = z.infer<typeof AssetFields>;

export const assetItem = defineOwnedItem({
  kind: 'asset',
  title: 'Asset',
  events: { created: 'AssetAdded', changed: 'AssetChanged', deleted: 'AssetDeleted' },
  fields: AssetFields,
  changes: AssetFields.partial(),
});
