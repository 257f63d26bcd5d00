// Where the built web app is: dist/ beside the sources, or SAUTI_DIST_DIR (parallel test runs each
// build and serve their own copy). The built server (server/build.ts) and its chunks sit one folder
// down from the root as this file does, so the same path holds from both.
import { join, resolve } from 'node:path';

export const DIST_DIR = process.env.SAUTI_DIST_DIR ?? join(resolve(import.meta.dirname, '..'), 'dist');
