// The app's Apollo client, fetched on first use: code that only sends an occasional mutation
// (first run, voice analysis) awaits this instead of making Apollo part of its chunk.
import type { ApolloClient } from '@apollo/client';

export type LoadClient = () => Promise<ApolloClient>;

export const loadApolloClient: LoadClient = () => import('./apollo.ts').then((module) => module.getApolloClient());
