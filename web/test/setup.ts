// Setup for the jsdom test project: unmount what each test rendered (vitest globals are off, so
// Testing Library cannot register its own afterEach).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
