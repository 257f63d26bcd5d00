// The Add Savings dialog's Voice mode asks for a saving, not an expense (issue 33 slip), and a typed
// saving is offered in the person's language with its goal, never cut short.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { VoiceSaving } from './VoiceSaving.tsx';

const recorded = vi.hoisted(() => vi.fn(async (_input: unknown) => undefined));
vi.mock('../offline/savingActions.ts', async (original) => ({ ...(await original<object>()), recordSaving: recorded }));

afterEach(() => activateLocale('en'));

describe('VoiceSaving', () => {
  it('asks to type a saving, and reads one in the person’s language', async () => {
    await activateLocale('sw');
    render(<VoiceSaving currency="KES" language="sw" onDone={() => undefined} />);
    const field = screen.getByLabelText('Andika akiba yako');
    expect(screen.queryByText('Andika matumizi yako')).toBeNull();
    fireEvent.change(field, { target: { value: 'weka akiba 1000 kwa ada ya shule' } });
    fireEvent.submit(field);
    // The goal keeps its inner words (lang's parser), and the saving is described in Swahili when recorded.
    expect(await screen.findByText('ada ya shule')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ongeza Akiba' }));
    await vi.waitFor(() => expect(recorded).toHaveBeenCalledWith(expect.objectContaining({ description: 'Akiba ya ada ya shule', goalName: 'ada ya shule' })));
    // The typed text is long enough for the import offer to load the payment parser: it has loaded
    // before the test ends, not after its environment is torn down.
    await import('../../../domain/payments/looksLike.ts');
  });
});
