// @vitest-environment node
// Fields shown together in one form are named apart in every language: Swahili's History edit dialog
// called both its description and its note "Maelezo" (issue 33), and Hausa both "Bayani". Each group
// is one form's labels; a catalog giving two of them the same words fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));

const FORMS: Readonly<Record<string, readonly string[]>> = {
  'History: Edit expense': [
    'history.dialog.description', 'history.dialog.amount', 'history.dialog.currency', 'history.dialog.category',
    // The note's label is the expense's declared text's (offline/messages.ts textWords: home.note).
    'history.dialog.date', 'history.dialog.time', 'home.note',
  ],
  'Savings: Add Savings and Edit saving': [
    'savings.amount', 'savings.description', 'savings.currency', 'savings.goalType', 'savings.goalName', 'savings.note',
  ],
  'Lent & borrowed: Add and Edit entry': [
    'ious.directionLabel', 'ious.personLabel', 'ious.amountLabel', 'ious.phoneLabel', 'ious.dueDateLabel', 'ious.noteLabel',
  ],
};

function catalog(language: string, feature: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(`${LOCALES}${language}/${feature}.json`, 'utf8'));
  return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
}

describe.each(readdirSync(LOCALES))('%s', (language) => {
  it.each(Object.entries(FORMS))('%s: no two fields share a label', (_, ids) => {
    const labels = ids.map((id) => String(catalog(language, id.split('.')[0] ?? '')[id] ?? ''));
    const shared = labels.filter((label, index) => labels.indexOf(label) !== index);
    expect(shared).toEqual([]);
  });
});
