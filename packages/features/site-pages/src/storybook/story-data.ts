import { type BootstrapData, type CustomPage, customPageSchema } from '@tonearm/client/contract';
import { plainSiteStoryData } from '@tonearm/shell/storybook';

/** Bootstrap data for the site pages, parsed through the contract; `signedIn` adds a listener holding api.access. */
export function sitePagesStoryData({ signedIn = false }: { signedIn?: boolean } = {}): BootstrapData {
  return plainSiteStoryData({ signedIn, permissions: ['api.access'] });
}

/** A custom page as the server sends it; its body carries a script and a handler the page must not run. */
export const storyPrivacyPolicy: CustomPage = customPageSchema.parse({
  id: 2,
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  body:
    '<p>This policy explains what personal data Tonearm collects.</p><h2>What we collect</h2>' +
    '<ul><li>Your email address</li><li>What you listen to</li></ul>' +
    '<p onclick="alert(1)">Questions are welcome through the <a href="/contact">contact page</a>.</p>' +
    '<script>window.pwned = true</script>',
  set_seo: true,
  seo: { title: 'Privacy Policy', description: 'What personal data Tonearm collects.' },
});
