import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloClient, TIME_ZONE_HEADER } from './apollo.ts';

type Sent = { url: string; init: RequestInit | undefined };

function recordingFetch(sent: Sent[]) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({ url: String(input), init });
    return new Response(JSON.stringify({ data: { me: { __typename: 'Viewer', id: 'u1' } } }), {
      headers: { 'content-type': 'application/json' },
    });
  };
}

const PING = gql`
  query Viewer {
    me {
      id
    }
  }
`;

describe('createApolloClient', () => {
  it('posts to /graphql with same-origin credentials and the time zone header', async () => {
    const sent: Sent[] = [];
    const client = createApolloClient({ fetch: recordingFetch(sent), timeZone: () => 'Africa/Nairobi' });
    const result = await client.query({ query: PING });
    expect(result.data).toEqual({ me: { __typename: 'Viewer', id: 'u1' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/graphql');
    expect(sent[0]?.init?.credentials).toBe('same-origin');
    expect(new Headers(sent[0]?.init?.headers).get(TIME_ZONE_HEADER)).toBe('Africa/Nairobi');
  });

  it('reads the time zone per request', async () => {
    const sent: Sent[] = [];
    const zones = ['Asia/Kolkata', 'Africa/Lagos'];
    const client = createApolloClient({ fetch: recordingFetch(sent), timeZone: () => zones.shift() ?? 'UTC' });
    await client.query({ query: PING, fetchPolicy: 'network-only' });
    await client.query({ query: PING, fetchPolicy: 'network-only' });
    expect(sent.map((s) => new Headers(s.init?.headers).get(TIME_ZONE_HEADER))).toEqual([
      'Asia/Kolkata',
      'Africa/Lagos',
    ]);
  });

  it('answers a repeated query from the cache (no refetch)', async () => {
    const sent: Sent[] = [];
    const client = createApolloClient({ fetch: recordingFetch(sent) });
    await client.query({ query: PING });
    await client.query({ query: PING });
    expect(sent).toHaveLength(1);
  });
});
