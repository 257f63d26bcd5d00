// An asset: something the user owns, valued in a currency. A revaluation is a change of its value.
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { ASSET_TYPES } from '../../domain/ownedItems.ts';
import { defineOwnedItem } from './define.ts';
import { currency, description, flag, money, name, oneOf } from '../../domain/fields.ts';

const AssetFields = z.object({
  name,
  type: oneOf('type', ASSET_TYPES),
  value: money('value'),
  currency,
  isLiquid: flag('isLiquid'),
  description,
});

export const assetItem = defineOwnedItem({
  kind: 'asset',
  title: 'Asset',
  events: { created: 'AssetAdded', changed: 'AssetChanged', deleted: 'AssetDeleted' },
  fields: AssetFields,
  changes: AssetFields.partial(),
});

/** What a caller sends: a new asset with the spec's defaults, and the fields a change may carry. */
export const assetInputs = {
  create: AssetFields.extend({
    currency: currency.default(DEFAULT_CURRENCY),
    isLiquid: AssetFields.shape.isLiquid.default(false),
    description: AssetFields.shape.description.default(''),
  }),
  change: AssetFields.pick({ name: true, value: true, isLiquid: true, description: true }).partial(),
};
