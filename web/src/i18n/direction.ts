// Which way a language's text runs. Its own module so the build (web/build/manifests.ts) can read it
// without the catalogs index.ts loads through Vite.

/** Arabic and Urdu read right to left; the document mirrors for them. */
export const isRightToLeft = (locale: string): boolean => locale === 'ar' || locale === 'ur';
