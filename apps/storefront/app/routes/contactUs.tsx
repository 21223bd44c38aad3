import type { Route } from './+types/contactUs';
import { ComingSoon } from '../components/ComingSoon';
import { isSupportedLocale } from '../lib/locales';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { useText } from '../lib/useText';

export const meta: Route.MetaFunction = (args) => {
  const t = messagesFor(isSupportedLocale(args.params.locale) ? args.params.locale : 'en-us');
  return pageMeta(t.footerContact, t.contactDescription, { at: pageAt(args) });
};

export default function ContactUsPage() {
  return <ComingSoon title={useText().footerContact} />;
}
