// A lifecycle command's request as it was hashed before those commands were generic: a retry of a
// command id first sent then ({ type: 'DeleteExpense', expenseId }) must still match what it asked
// ({ type: 'Delete', id } now), not be refused as another request under the same id.

/** The command under its former type name, its id under the noun's id key. */
export function requestAsBefore<Command extends { type: string; id: string }>(command: Command, idKey: string, types: Readonly<Record<string, string>>) {
  const { type, id, ...rest } = command;
  return { ...rest, type: types[type] ?? type, [idKey]: id };
}
