// The preview's two sources: the server's dry run of importMessages (a string document over plain
// fetch, so the screen needs no Apollo) and the phone's own parse when there is no network.
import type { LanguageCode } from '../../../domain/languages.ts';
import { parsePaymentMessages } from '../../../domain/payments/index.ts';
import { SKIP_REASONS } from '../../../domain/payments/types.ts';
import type { SkipReason } from '../../../domain/payments/types.ts';
import { graphql } from '../offline/gql/index.ts';
import type { ImportPreviewMutation } from '../offline/gql/graphql.ts';
import { entryKey } from '../offline/imports.ts';
import { post, RetryableError } from '../offline/request.ts';
import { RefusedError } from '../offline/writeErrors.ts';
import { refusalText } from '../user/serverError.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import type { Preview, PreviewRow } from './preview.ts';
import { previewFromDevice } from './preview.ts';

const ImportPreview = graphql(`
  mutation ImportPreview($text: String!) {
    result: importMessages(text: $text, dryRun: true) {
      imported { description amount currency category spentAt source { message role } }
      duplicates { message text }
      reversed { message text reference }
      skipped { message text reason }
      notUnderstood { message text amount currency spentAt }
    }
  }
`);

type Answer = ImportPreviewMutation['result'];

// A new device's first request may be refused for too many new users: the person hears it rather
// than getting the phone's parse, as over REST.
const PREVIEW_REFUSALS = ['RATE_LIMITED'];

/** The schema types these as strings: a value this build does not know fails the preview, as it always has. */
function serverRow({ source, spentAt, ...row }: Answer['imported'][number]): PreviewRow {
  const role = source?.role === 'payment' || source?.role === 'fee' ? source.role : null;
  if (typeof source?.message !== 'number' || role === null) throw new Error('The server sent an imported expense without its message');
  return { ...row, key: entryKey(source.message, role), message: source.message, role, spentAt };
}

const skipReason = (reason: string): SkipReason => {
  const known = SKIP_REASONS.find((each) => each === reason);
  if (known === undefined) throw new Error(`The server sent a skip reason this app cannot read: ${reason}`);
  return known;
};

/** Throws RetryableError when the server cannot be reached or cannot answer now. */
async function previewOnServer(text: string): Promise<Preview> {
  const answer = await post(fetch, '/graphql', ImportPreview, { text }, { refusals: PREVIEW_REFUSALS });
  if (answer.error !== null) throw new RefusedError(refusalText(answer.error.reason, answer.error.values) ?? answer.error.message, answer.error.code);
  const { imported, duplicates, reversed, skipped, notUnderstood } = answer.data.result;
  return {
    checkedBy: 'server',
    rows: imported.map(serverRow),
    duplicates,
    reversed,
    skipped: skipped.map(({ reason, ...each }) => ({ ...each, reason: skipReason(reason) })),
    notUnderstood,
  };
}

function previewOnDevice(text: string, language: LanguageCode, now: Date): Preview {
  return previewFromDevice(parsePaymentMessages(text, { timeZone: deviceTimeZone(), language, now }));
}

/**
 * Online: the server's answer; no network (or a server that cannot answer now): the phone's own,
 * its fee lines named in `language` (the screens'), as the server names them.
 */
export async function previewMessages(text: string, language: LanguageCode): Promise<Preview> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return previewOnDevice(text, language, new Date());
  try {
    return await previewOnServer(text);
  } catch (error) {
    if (error instanceof RetryableError) return previewOnDevice(text, language, new Date());
    throw error;
  }
}
