import type { Route } from './+types/contactUs';
import { ContactForm } from '../components/contact/ContactForm';
import { ServicePage } from '../components/ServicePage';
import { useContactText } from '../lib/contactForm';
import { loadContactPage, sendContactForm } from '../lib/contactUs.server';
import { isSupportedLocale } from '../lib/locales';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { useText } from '../lib/useText';
import { accountMessagesFirst } from '../lib/accountText';

// A client navigation here draws the page once its strings are there (accountText.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountMessagesFirst];

/** The CMS content `contact-us` and the server's category/subject list (commerce-core §7). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadContactPage(context, request);

/** `POST /consumers-v3/contactus` with the checked form; works as a plain form post without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => sendContactForm(context, request);

export const meta: Route.MetaFunction = (args) => {
  const t = messagesFor(isSupportedLocale(args.params.locale) ? args.params.locale : 'en-us');
  const intro = args.loaderData?.intro;
  return pageMeta(intro?.title ?? t.footerContact, intro?.description || t.contactDescription, { at: pageAt(args) });
};

export default function ContactUsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const text = useContactText();
  const { intro, categories, preview } = loaderData;
  const page = intro ?? {
    id: 'contact-us',
    siteId: '',
    slug: 'contact-us',
    title: t.footerContact,
    description: '',
    updatedAt: '',
    blocks: [],
    hasBlockH1: false,
  };
  return (
    <ServicePage page={page} preview={preview}>
      {categories ? (
        <ContactForm categories={categories} outcome={actionData} />
      ) : (
        <p role="alert">{text.unavailable}</p>
      )}
    </ServicePage>
  );
}
