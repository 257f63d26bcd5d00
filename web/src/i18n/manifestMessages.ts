// What the installed app says about itself (web/public/manifest.webmanifest); the name stays the
// brand "Sauti" in every language. The build writes one manifest per language (web/build/manifests.ts).
import { defineMessages, msg } from './index.ts';

export const MANIFEST_MESSAGES = defineMessages('manifest', {
  description: msg('Track your daily expenses and savings by voice, in 22 African and Indian languages.'),
});
