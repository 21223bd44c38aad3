// Every language's UI strings are chunks of their own that the server and the browser load up front; so do the tests.
import { loadAccountMessages } from './app/lib/accountText';
import { loadAuthMessages } from './app/lib/authText';
import { loadAllMessages } from './app/lib/messages';

await Promise.all([
  loadAllMessages(),
  ...(['en-us', 'fr-ca'] as const).flatMap((locale) => [loadAccountMessages(locale), loadAuthMessages(locale)]),
]);
