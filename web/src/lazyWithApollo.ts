// Loads a lazy component together with the Apollo provider around it, in parallel, for React.lazy.
// Home's first chunk imports only this file, never Apollo itself (45 kB brotli the first paint skips).
import type { ComponentType } from 'react';

export function loadWithApollo<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [Component, scope] = await Promise.all([load(), import('./apolloScope.tsx')]);
    return { default: scope.withApollo(Component) };
  };
}
