// The Apollo provider for the lazy parts of the app that speak GraphQL (first run, voice entry,
// Settings). Only ever imported dynamically, so Apollo stays out of the first screen's JavaScript.
import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { getApolloClient } from './apollo.ts';

export function withApollo<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithApollo(props: P) {
    return (
      <ApolloProvider client={getApolloClient()}>
        <Component {...props} />
      </ApolloProvider>
    );
  };
}
