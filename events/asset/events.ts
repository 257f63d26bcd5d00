// Facts about one asset. Stored nested, as assets always were: `{ id, fields }` when added,
// `{ id, changes }` when changed (a revaluation is a new value), `{ id }` when deleted.
import * as z from 'zod';
import type { SupportedCurrency } from '../../domain/currencies.ts';
import type { AssetType } from '../../domain/ownedItems.ts';
import type { Same } from '../fields.ts';
import { changesShape, storedShape } from '../fields.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { defineEvent } from '../store/eventTypes.ts';
import { assetFields } from './fields.ts';

/** An asset as added. Its value is exact decimal text ("500000.00"). */
export interface AssetFields {
  name: string;
  type: AssetType;
  value: string;
  currency: SupportedCurrency;
  isLiquid: boolean;
  /** '' when none was given. */
  description: string;
}

/** What a change carries: only the fields that differ. Its type and currency stay. */
export type AssetChanges = Partial<Pick<AssetFields, 'name' | 'value' | 'isLiquid' | 'description'>>;

export const AssetAdded = defineEvent('AssetAdded', z.object({ id: z.uuid(), fields: z.object(storedShape(assetFields)) }));
export const AssetChanged = defineEvent('AssetChanged', z.object({ id: z.uuid(), changes: z.object(changesShape(assetFields)) }));
export const AssetDeleted = defineEvent('AssetDeleted', z.object({ id: z.uuid() }));

// The shapes written out above are the ones the field list derives: when the two part, this does not compile.
true satisfies Same<AssetFields, EventOf<typeof AssetAdded>['data']['fields']>;
true satisfies Same<AssetChanges, EventOf<typeof AssetChanged>['data']['changes']>;

export const assetDefinitions = [AssetAdded, AssetChanged, AssetDeleted] as const;

export const assetStream = (assetId: string) => `asset-${assetId}`;
