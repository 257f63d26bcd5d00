// Money lent and borrowed over the fetch transport: a repayment is sent with its own id, the IOU it
// lowers and the command id; the answer is parsed at the boundary, and a malformed one never lands.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './db.ts';
import { createFetchTransport } from './transport.ts';

const iou = {
  id: 'i1', person: 'Juma', phone: '+254712345678', direction: 'lent', amount: '500.00', repaid: '200.00', outstanding: '300.00',
  settled: false, currency: 'KES', date: '2026-11-26', dueDate: null, note: null, createdAt: '2026-11-26T08:00:00.000Z',
};
const repay: OutboxEntry = {
  seq: 3, kind: 'repayIou', commandId: 'c3', entityId: 'i1', queuedAt: iou.createdAt,
  input: { id: 'r1', iouId: 'i1', amount: '200.00', date: '2026-11-26' },
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function transportAnswering(body: unknown) {
  const sent: unknown[] = [];
  const transport = createFetchTransport({
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      return json(body);
    },
  });
  return { transport, sent };
}

describe('IOUs over the fetch transport', () => {
  it('sends a repayment with its id, its IOU and the command id, and takes the IOU the server answers', async () => {
    const { transport, sent } = transportAnswering({ data: { result: iou } });
    expect(await transport.send(repay)).toEqual({ kind: 'acknowledged', expense: null, iou });
    expect(sent[0]).toMatchObject({ query: expect.stringContaining('repayIou'), variables: { input: { ...repay.input, commandId: 'c3' } } });
  });

  it('does not take an IOU it cannot read', async () => {
    const { transport } = transportAnswering({ data: { result: { ...iou, direction: 'gift' } } });
    await expect(transport.send(repay)).rejects.toThrow('cannot read');
  });

  it('reads the whole list for a pull', async () => {
    const { transport } = transportAnswering({ data: { result: [iou] } });
    expect(await transport.ious?.()).toEqual([iou]);
  });
});
