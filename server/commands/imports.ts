// Payment messages become expenses (issue 17): one application function for REST and GraphQL.
// A request's records and reversal deletes are one write (all or nothing) through runCommands, and
// every id is derived from the message, so the same message again records nothing new.
import { ValidationError } from '../../domain/errors.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { parsePaymentMessage, splitMessages } from '../../domain/payments/index.ts';
import type { ParsedMessage, ParseOptions } from '../../domain/payments/types.ts';
import type { SkipReason } from '../../domain/payments/types.ts';
import { expenseDecider } from '../../events/expense/decider.ts';
import type { ExpenseCommand } from '../../events/expense/decider.ts';
import type { CommandOutcome } from '../../events/handleCommand.ts';
import { expenseRegistry, expenseStream } from '../../events/expense/events.ts';
import { expenseStreamOf } from '../../events/expense/streams.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import { asStored } from '../../events/store/eventTypes.ts';
import { usersMergedInto } from '../../events/userMerges.ts';
import { rememberedCategories } from '../../projections/corrections/queries.ts';
import type { ExpenseRow } from '../../projections/expenses/row.ts';
import { evolveKeptExpense } from '../../projections/expenses/row.ts';
import type { App, Caller } from '../context.ts';
import { screensLanguage } from '../queries/callerLanguage.ts';
import { assertOwnUser, bodyUserId } from '../envelope.ts';
import { ImportInput, assertImportSize } from './importInput.ts';
import type { ImportPlan, PlannedRecord } from './importPlan.ts';
import { planImport } from './importPlan.ts';
import { parseInput } from '../input.ts';
import { expenseRequest } from './expenses.ts';
import { metadataFor } from './metadata.ts';
import type { StreamCommand } from './run.ts';
import { runCommands } from './run.ts';
import { oneOf } from '../../events/store/driver.ts';

type ImportedExpense = ExpenseRow & { source: NonNullable<ExpenseRow['source']> & { message: number } };

export interface ImportResult {
  imported: ImportedExpense[];
  duplicates: { message: number; text: string; expenseIds: string[] }[];
  reversed: { message: number; text: string; reference: string; expenseIds: string[] }[];
  skipped: { message: number; text: string; reason: SkipReason }[];
  /** Money no format read with confidence: the amount and date found, for the person to add by hand. */
  notUnderstood: (ImportPlan['notUnderstood'][number] & { text: string })[];
}

const UNKNOWN_REVERSAL = 'unknown-reversal' satisfies SkipReason;

/**
 * The row a record makes, by the projection's own rule: a dry run answers exactly what the write
 * would, and an expense reversed in the same paste is still shown as imported (and as reversed).
 */
function recordedRow(caller: Caller, { expenseId, commandId, fields }: PlannedRecord): ExpenseRow | null {
  const kept = evolveKeptExpense(null, asStored({ type: 'ExpenseRecorded', data: { expenseId, ...fields } }, {
    eventId: commandId,
    streamId: expenseStream(caller.userId, expenseId),
    streamPosition: 1,
    metadata: metadataFor(caller, commandId),
  }));
  return kept?.row ?? null;
}

type Reversal = { message: number; reference: string; commands: StreamCommand<ExpenseCommand>[] };

/**
 * The deletes each reversal makes: of the payment and fee it names that this user has (recorded
 * before, or in this paste). A reversal with none of them is not ours to apply: it is reported unknown.
 */
async function reversalsOf(app: App, caller: Caller, plan: ImportPlan): Promise<(Reversal | { message: number; unknown: true })[]> {
  const store = createEventStore(app.db, expenseRegistry);
  const inPaste = new Set(plan.records.map((record) => record.expenseId));
  const found: (Reversal | { message: number; unknown: true })[] = [];
  for (const { message, reference, targets } of plan.reversals) {
    const commands: StreamCommand<ExpenseCommand>[] = [];
    for (const { expenseId, commandId } of targets) {
      const streamId = await expenseStreamOf(app.db, caller.userId, expenseId);
      if (!inPaste.has(expenseId) && !(await store.readStream(streamId))) continue;
      const command: ExpenseCommand = { type: 'Delete', userId: caller.userId, id: expenseId };
      commands.push({ streamId, streamType: 'expense', commandId, command, request: expenseRequest(command) });
    }
    found.push(commands.length > 0 ? { message, reference, commands } : { message, unknown: true });
  }
  return found;
}

/**
 * The planned records that an anonymous user merged into the caller imported before, by their
 * place in the plan, with the expense each made: a message is imported once, whoever's phone it was.
 */
async function importedBefore(app: App, caller: Caller, plan: ImportPlan, planFor: (userId: string) => ImportPlan) {
  const merged = await usersMergedInto(app.db, caller.userId);
  const earlier = new Map<number, string>();
  for (const userId of merged) {
    const theirs = planFor(userId).records;
    const rows = await app.db.query<{ command_id: string }>(
      `select command_id::text from commands where command_id ${oneOf('$1', 'uuid')}`,
      [JSON.stringify(theirs.map((record) => record.commandId))],
    );
    const done = new Set(rows.map((row) => row.command_id));
    theirs.forEach((record, index) => {
      if (done.has(record.commandId) && index < plan.records.length) earlier.set(index, record.expenseId);
    });
  }
  return earlier;
}

/** parsePaymentMessages, message by message, letting other requests in every 50 (an import may hold 500). */
async function parseEach(texts: readonly string[], options: ParseOptions): Promise<ParsedMessage[]> {
  const parsed: ParsedMessage[] = [];
  for (const [index, text] of texts.entries()) {
    if (index % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
    parsed.push(parsePaymentMessage(text, options));
  }
  return parsed;
}

/** Commands a stored import writes per transaction: the embedded database serves one at a time. */
const SLICE = 50;

/**
 * A long import is written a slice at a time, so other people's requests are answered between slices.
 * Each command keeps its own id, so a crash half-way and a retry of the same paste still record each
 * message once. A dry run (the preview) is one rolled-back batch: later slices would not see earlier ones.
 */
async function runInSlices(app: App, caller: Caller, commands: StreamCommand<ExpenseCommand>[], dryRun: boolean): Promise<CommandOutcome[]> {
  if (dryRun) return runCommands(app, caller, expenseDecider, commands, { dryRun });
  const outcomes: CommandOutcome[] = [];
  for (let at = 0; at < commands.length; at += SLICE) {
    outcomes.push(...(await runCommands(app, caller, expenseDecider, commands.slice(at, at + SLICE))));
  }
  return outcomes;
}

/**
 * A fee line is named in `language` (issue 33 point 12): the caller's screens' language unless the
 * transport knows it better (WhatsApp reads it from the account's own log).
 */
export async function importMessages(app: App, caller: Caller, input: unknown, language?: LanguageCode): Promise<ImportResult> {
  const { text, dryRun, choices } = parseInput(ImportInput, input);
  assertOwnUser(caller, bodyUserId(input));
  const texts = splitMessages(text);
  assertImportSize(text, texts.length);
  const outside = choices.find((choice) => choice.message >= texts.length);
  if (outside) throw new ValidationError(`choices: message ${outside.message} is not in the text (it holds ${texts.length})`, 'choices');
  const parsed = await parseEach(texts, { timeZone: caller.timeZone, now: caller.now, language: language ?? (await screensLanguage(app, caller)) });
  const textOf = (message: number) => parsed[message]?.text ?? texts[message] ?? '';
  const plan = planImport(parsed, { userId: caller.userId, now: caller.now, choices });

  // The user's own corrections win over the parsed category, as they do for voice.
  const remembered = await rememberedCategories(app.db, caller.userId, plan.records.map((record) => record.fields.description));
  for (const record of plan.records) {
    record.fields.category = (record.categoryChosen ? undefined : remembered.get(record.fields.description)) ?? record.fields.category;
  }
  const reversalsFound = await reversalsOf(app, caller, plan);
  const reversals = reversalsFound.filter((found) => 'commands' in found);
  const before = await importedBefore(app, caller, plan, (userId) => planImport(parsed, { userId, now: caller.now, choices }));
  const records: StreamCommand<ExpenseCommand>[] = plan.records.filter((_record, index) => !before.has(index)).map(({ expenseId, commandId, request, fields }) => ({
    // Derived ids are new to the per-user id space: no legacy stream can hold them.
    streamId: expenseStream(caller.userId, expenseId),
    streamType: 'expense',
    commandId,
    request,
    command: { type: 'Create', userId: caller.userId, id: expenseId, fields },
  }));
  // Records first, so a reversal in the same paste (even above its payment) finds what it removes.
  const outcomes = await runInSlices(app, caller, [...records, ...reversals.flatMap((item) => item.commands)], dryRun);

  const result: ImportResult = {
    imported: [], duplicates: [], reversed: [], skipped: [],
    notUnderstood: plan.notUnderstood.map((item) => ({ ...item, text: textOf(item.message) })),
  };
  const duplicateIds = new Map<number, string[]>();
  let recorded = 0;
  for (const [index, record] of plan.records.entries()) {
    const earlier = before.get(index);
    const outcome = earlier === undefined ? outcomes[recorded++] : undefined;
    if (earlier !== undefined || outcome?.duplicate) {
      duplicateIds.set(record.message, [...(duplicateIds.get(record.message) ?? []), earlier ?? record.expenseId]);
      continue;
    }
    const row = recordedRow(caller, record);
    if (row?.source) result.imported.push({ ...row, source: { ...row.source, message: record.message } });
  }
  let at = records.length;
  for (const { message, reference, commands } of reversals) {
    const done = outcomes.slice(at, at + commands.length);
    at += commands.length;
    const expenseIds = commands.map(({ command }) => command.id);
    if (done.every((outcome) => outcome.duplicate)) duplicateIds.set(message, expenseIds);
    else result.reversed.push({ message, text: textOf(message), reference, expenseIds });
  }
  for (const { message, expenseIds } of plan.repeats) duplicateIds.set(message, expenseIds);
  result.duplicates = [...duplicateIds]
    .sort(([a], [b]) => a - b)
    .map(([message, expenseIds]) => ({ message, text: textOf(message), expenseIds }));
  const unknown: ImportPlan['skipped'] = reversalsFound.flatMap((found) => ('unknown' in found ? [{ message: found.message, reason: UNKNOWN_REVERSAL }] : []));
  result.skipped = [...plan.skipped, ...unknown]
    .sort((a, b) => a.message - b.message)
    .map(({ message, reason }) => ({ message, text: textOf(message), reason }));
  return result;
}
