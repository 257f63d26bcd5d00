// `npm start` runs this, built into dist-server/main.js (server/build.ts): first the allocator's
// settings (a second start of Node, 25 ms, before anything is loaded), then the server.
import { useAllocatorSettings } from './allocator.ts';

useAllocatorSettings();
await import('./start.ts');
