// Puts Welcome into index.html (build only). A new visitor's first screen then paints with the HTML
// and CSS, before the JavaScript that renders it has arrived (Lighthouse's LCP: 2.3-2.8 s before,
// 1.7-1.8 s after); React replaces the shell with the same placeholder when it starts.
// The markup comes from the component itself (web/build/welcomeShell.tsx), so the two cannot drift.
import { createServer } from 'vite';
import type { Plugin } from 'vite';
import { precompiledMessages } from './messages.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

export function prerender(options: { root: string }): Plugin {
  return {
    name: 'sauti-prerender-welcome',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
      const loader = await createServer({
        configFile: false,
        root: options.root,
        logLevel: 'error',
        appType: 'custom',
        plugins: [precompiledMessages()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const shell = await loader.ssrLoadModule('/build/welcomeShell.tsx');
        const { WELCOME_SHELL_ID, welcomeMarkup, welcomeScript } = shell as typeof import('./welcomeShell.tsx');
        return html.replace(
          ROOT_ELEMENT,
          `${ROOT_ELEMENT}\n    <template id="${WELCOME_SHELL_ID}">${welcomeMarkup()}</template>\n    <script>${welcomeScript()}</script>`,
        );
      } finally {
        await loader.close();
      }
    },
  };
}
