// The app's one Apollo Client: HTTP to /graphql with cookies and the user's IANA time zone on every
// request (the server buckets days by it). Screens own their documents; nothing else lives here.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { deviceTimeZone } from './user/deviceTimeZone.ts';

export const TIME_ZONE_HEADER = 'x-time-zone';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export type ApolloClientOptions = {
  uri?: string;
  /** Replaced in tests; defaults to the global fetch, looked up at call time. */
  fetch?: Fetch;
  /** Read per request so a phone that changes zone (travel) sends the new one without a reload. */
  timeZone?: () => string;
};

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const send: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeZone = options.timeZone ?? deviceTimeZone;
  const fetchWithTimeZone: Fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(TIME_ZONE_HEADER, timeZone());
    return send(input, { ...init, headers });
  };
  return new ApolloClient({
    link: new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'same-origin', fetch: fetchWithTimeZone }),
    cache: new InMemoryCache(),
    // Spec §9: cached data never goes stale on its own; no polling, no refetch on focus, no retry
    // (Apollo retries nothing unless a RetryLink is added, and polls only when asked).
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

let shared: ApolloClient | undefined;

/** The app's one client (one cache), made on first use: only lazy screens need it. */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
