// One browser against a real test server: keeps its session cookie as a browser would, and
// speaks REST and GraphQL. For cross-layer tests of sessions, login and settings.
import * as z from 'zod';

const GraphQLAnswer = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(z.object({ message: z.string(), extensions: z.record(z.string(), z.unknown()).optional() })).optional(),
});

export type Device = ReturnType<typeof newDevice>;

export function newDevice(url: string, timeZone = 'Africa/Nairobi') {
  let cookie: string | undefined;
  const cookies: string[] = [];

  async function send(method: string, path: string, body?: unknown) {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        'x-time-zone': timeZone,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie === undefined ? {} : { cookie }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('sauti_session='));
    if (session) {
      cookie = session.split(';')[0];
      cookies.push(cookie ?? '');
    }
    const text = await response.text();
    const parsed: unknown = text === '' ? undefined : JSON.parse(text);
    return { status: response.status, body: parsed };
  }

  const device = {
    /** Every session cookie this device was given, oldest first. */
    cookies,
    rest: send,
    async gql(query: string, variables?: Record<string, unknown>) {
      return GraphQLAnswer.parse((await send('POST', '/graphql', { query, variables })).body);
    },
    /** The data of a GraphQL operation that must succeed. */
    async data(query: string, variables?: Record<string, unknown>) {
      const answer = await device.gql(query, variables);
      if (answer.errors) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
      return answer.data ?? {};
    },
  };
  return device;
}
