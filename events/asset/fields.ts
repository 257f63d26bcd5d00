// An asset's fields, one entry each: its events, its command inputs, the Pothos type, the REST JSON and
// the read-model row are built from this list (events/fields.ts says what an entry holds). Something the
// person owns, valued in a currency; a revaluation is a change of its value.
import { flag, oneOf } from '../../domain/fields.ts';
import { ASSET_TYPES } from '../../domain/ownedItems.ts';
import { fieldsOf } from '../fields.ts';
import { itemAmountField, itemCurrencyField, itemDescriptionField, itemIdField, itemNameField, itemOwnerField, itemTimeField } from '../ownedItem/itemFields.ts';

const type = oneOf('type', ASSET_TYPES);
const isLiquid = flag('isLiquid');

/** The order is the REST JSON's and the change message's. */
export const assetFields = fieldsOf({
  id: itemIdField,
  userId: itemOwnerField,
  name: itemNameField,
  type: { stored: type, input: type, column: 'text', graphql: { type: 'AssetType' }, rest: 'always' },
  value: itemAmountField('value'),
  currency: itemCurrencyField,
  /** Money it can be spent as today (cash, M-Pesa): net worth counts it as liquid. */
  isLiquid: { stored: isLiquid, changeable: true, input: isLiquid, recordInput: isLiquid.default(false), column: 'flag', graphql: { type: 'Boolean' }, rest: 'always' },
  description: itemDescriptionField,
  createdAt: itemTimeField,
  updatedAt: itemTimeField,
});
