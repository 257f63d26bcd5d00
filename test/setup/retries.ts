// Setup for both test projects. On CI a failed test runs once more (vitest.config.ts): a loaded
// 2-core machine has, rarely, missed a tap or a deadline. The retry is kept in the test's meta and
// .ci/run lists every retried test by name, so a flaky test shows in the log rather than hides.
import { afterEach } from 'vitest';

afterEach(({ task }) => {
  const retries = task.result?.retryCount ?? 0;
  if (retries > 0) task.meta.retried = retries;
});
