// The Add Expense modal's offer: a pasted payment message is handed to /import's preview; a spoken
// phrase typed in is left alone.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ImportOffer } from './ImportOffer.tsx';

afterEach(cleanup);

const SMS = 'QGH7ABC123 Confirmed. Ksh500.00 paid to NAIVAS WESTLANDS. on 12/3/24 at 1:05 PM.';

it('offers the import for a payment message, carrying its text to /import', async () => {
  render(<ImportOffer text={SMS} />);
  expect(await screen.findByText('This looks like a payment message —')).toBeTruthy();
  const link = screen.getByRole('link', { name: 'Import it' });
  expect(new URL(link.getAttribute('href') ?? '', 'http://sauti.test').searchParams.get('text')).toBe(SMS);
});

it('offers nothing for a phrase, nor for a long text that is not a payment', async () => {
  const { container, rerender } = render(<ImportOffer text="nimenunua chakula 500" />);
  expect(container.textContent).toBe('');
  rerender(<ImportOffer text="nimenunua chakula na mboga kwa shilingi 500 leo asubuhi" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.textContent).toBe('');
});
