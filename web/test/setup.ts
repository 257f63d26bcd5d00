// Setup for the jsdom test project: unmount what each test rendered (vitest globals are off, so
// Testing Library cannot register its own afterEach), and give findBy* room on a loaded 2-core CI.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
