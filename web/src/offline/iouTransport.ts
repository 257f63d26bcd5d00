// Money lent and borrowed on the wire: the fragment the device keeps it as (db.ts derives its row from
// it) and the documents the transport sends. Sending and sorting answers is transport.ts's job.
import { graphql } from './gql/index.ts';

/** @public spread by name (...OfflineIou) in this module's documents */
export const OfflineIou = graphql(`
  fragment OfflineIou on Iou { id person phone direction amount repaid outstanding settled currency date dueDate note createdAt }
`);

export const IOU_DOCUMENTS = {
  record: graphql(`
    mutation OfflineRecordIou($input: RecordIouInput!) { result: recordIou(input: $input) { ...OfflineIou } }
  `),
  change: graphql(`
    mutation OfflineChangeIou($input: ChangeIouInput!) { result: changeIou(input: $input) { ...OfflineIou } }
  `),
  repay: graphql(`
    mutation OfflineRepayIou($input: RepayIouInput!) { result: repayIou(input: $input) { ...OfflineIou } }
  `),
  delete: graphql(`
    mutation OfflineDeleteIou($input: DeleteIouInput!) { result: deleteIou(input: $input) }
  `),
  all: graphql(`
    query OfflineIous { result: ious { ...OfflineIou } }
  `),
};
