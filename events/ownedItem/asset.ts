// An asset: something the user owns, valued in a currency. A revaluation is a change of its value.
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { ASSET_TYPES } from '../../domain/ownedItems.ts';
import { defineEvent } from '../store/eventTypes.ts';
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

/** A asset's events, written out: its fields as created, only those a change sets, its removal. */
const AssetAdded = defineEvent('AssetAdded', z.object({ id: z.uuid(), fields: AssetFields }));
const AssetChanged = defineEvent('AssetChanged', z.object({ id: z.uuid(), changes: AssetFields.partial() }));
const AssetDeleted = defineEvent('AssetDeleted', z.object({ id: z.uuid() }));

/** Every event a asset stream holds, for the registry of every event type (all.ts). */
export const assetDefinitions = [AssetAdded, AssetChanged, AssetDeleted] as const;

export const assetItem = defineOwnedItem({
  kind: 'asset',
  title: 'Asset',
  events: { created: AssetAdded, changed: AssetChanged, deleted: AssetDeleted },
  fields: AssetFields,
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
