// The "Sauti on WhatsApp" card: shown once logged in and the server has a WhatsApp number, with a
// wa.me link whose first message is the voice language's own example expense.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatsAppNumberDocument } from '../gql/graphql.ts';
import { WhatsAppCard, waMeLink } from './WhatsAppCard.tsx';

const numberMock = (whatsAppNumber: string | null): MockedResponse => ({ request: { query: WhatsAppNumberDocument }, result: { data: { whatsAppNumber } } });

describe('WhatsAppCard', () => {
  it('links to the number with the voice language’s example as the first message', async () => {
    render(
      <MockedProvider mocks={[numberMock('+254 700 123 456')]}>
        <WhatsAppCard phone="+254712345678" language="sw" />
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Sauti on WhatsApp' })).toBeTruthy();
    expect(screen.getByLabelText("Sauti's WhatsApp number")).toHaveProperty('value', '+254 700 123 456');
    expect(screen.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')).toBe('https://wa.me/254700123456?text=nimenunua%20chakula%20500');
    expect(screen.getByText('Try a first message: "nimenunua chakula 500"')).toBeTruthy();
    expect(screen.getByText(/from \+254712345678 to this number/)).toBeTruthy();
  });

  it('is not shown before the person has logged in with a number, nor when the channel is off', async () => {
    const anonymous = render(
      <MockedProvider mocks={[numberMock('+254 700 123 456')]}>
        <WhatsAppCard phone={null} language="sw" />
      </MockedProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(anonymous.container.textContent).toBe('');
    anonymous.unmount();
    const off = render(
      <MockedProvider mocks={[numberMock(null)]}>
        <WhatsAppCard phone="+254712345678" language="sw" />
      </MockedProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(off.container.textContent).toBe('');
  });

  it('makes the wa.me link from any way the number is written', () => {
    expect(waMeLink('+91 98765-43210', 'ऑटो 120')).toBe('https://wa.me/919876543210?text=%E0%A4%91%E0%A4%9F%E0%A5%8B%20120');
  });
});
