// What the prerender plugin puts into index.html, loaded at build time through Vite's SSR loader:
// Welcome's placeholder as static markup (in a <template>, inert) and the inline script that shows
// it before any JavaScript file has arrived, when the app is about to show exactly that screen.
import { renderToStaticMarkup } from 'react-dom/server';
import { WelcomePlaceholder } from '../src/firstRun/WelcomeView.tsx';
import { PSEUDO_LOCALE_KEY } from '../src/i18n/locale.ts';
import { PREFERENCES_KEY } from '../src/user/preferences.ts';

/** @public (prerender.ts loads it through Vite's ssrLoadModule) */
export const WELCOME_SHELL_ID = 'welcome-shell';

/** The English placeholder the first-run gate shows while the flow loads, as HTML. @public (prerender.ts loads it through Vite) */
export const welcomeMarkup = (): string => renderToStaticMarkup(<WelcomePlaceholder />);

/**
 * Shows the shell only where the app will paint that very screen in English: the home path, a
 * device with nothing stored yet (a returning one goes to Home, or has chosen its language) and a
 * phone whose first language is English (the first-run default takes the first of its languages
 * that Sauti speaks). Anywhere else the page waits for the app, as it did before.
 * @public (prerender.ts loads it through Vite)
 */
export const welcomeScript = (): string =>
  [
    '(function(){try{',
    `var shell=document.getElementById(${JSON.stringify(WELCOME_SHELL_ID)});`,
    "var first=((navigator.languages&&navigator.languages[0])||navigator.language||'').split('-')[0].toLowerCase();",
    `if(location.pathname!=='/'||first!=='en'||localStorage.getItem(${JSON.stringify(PREFERENCES_KEY)})!==null||localStorage.getItem(${JSON.stringify(PSEUDO_LOCALE_KEY)})!==null)return;`,
    "document.getElementById('root').appendChild(shell.content.cloneNode(true));",
    '}catch(e){}})();',
  ].join('');
