import type { Route } from './+types/howToReturn';
import { ComingSoon } from '../components/ComingSoon';
import { isSupportedLocale } from '../lib/locales';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { useText } from '../lib/useText';

export const meta: Route.MetaFunction = (args) => {
  const t = messagesFor(isSupportedLocale(args.params.locale) ? args.params.locale : 'en-us');
  return pageMeta(t.footerReturns, t.returnsDescription, { at: pageAt(args) });
};

export default function HowToReturnPage() {
  return <ComingSoon title={useText().footerReturns} />;
}
