// The messages that add nothing, each under a heading saying why: already recorded, a reversal
// (which removes its payment), or not an expense at all (with the reason in plain words).
import type { ReactNode } from 'react';
import { t } from '../i18n/index.ts';
import { IMPORT_MESSAGES } from './messages.ts';
import type { Preview } from './preview.ts';

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-1 divide-y divide-slate-100">{children}</ul>
    </section>
  );
}

/** `note` says why, where the group's heading alone does not. */
function Message({ text, note }: { text: string; note?: string }) {
  return (
    <li className="py-2">
      {note !== undefined && <p className="font-medium text-slate-800">{note}</p>}
      <p className="line-clamp-2 text-sm break-words text-slate-500">{text}</p>
    </li>
  );
}

export function OtherMessages({ preview }: { preview: Preview }) {
  const { duplicates, reversed, skipped } = preview;
  return (
    <>
      {duplicates.length > 0 && (
        <Group id="import-duplicates" title={t(IMPORT_MESSAGES.duplicates)}>
          {duplicates.map((each) => (
            <Message key={each.message} text={each.text} />
          ))}
        </Group>
      )}
      {reversed.length > 0 && (
        <Group id="import-reversed" title={t(IMPORT_MESSAGES.reversed)}>
          {reversed.map((each) => (
            <Message key={each.message} text={each.text} note={t(IMPORT_MESSAGES.reversedLine, { reference: each.reference })} />
          ))}
        </Group>
      )}
      {skipped.length > 0 && (
        <Group id="import-skipped" title={t(IMPORT_MESSAGES.skipped)}>
          {skipped.map((each) => (
            <Message key={each.message} text={each.text} note={t(IMPORT_MESSAGES.skipReasons[each.reason])} />
          ))}
        </Group>
      )}
    </>
  );
}
