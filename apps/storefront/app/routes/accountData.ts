import type { Route } from './+types/accountData';
import { accountDataFileName, collectAccountData } from '../lib/accountData.server';
import { accountContext } from '../lib/accountSession.server';

/**
 * "Download my data" (spec §7 retrieve user data): a POST from the profile page answers the shopper's data as a
 * JSON attachment (lib/accountData.server.ts). A POST, as the call it makes is one; the account layout's
 * middleware has already sent guests to sign in, and the session middleware refuses other origins.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const account = context.get(accountContext);
  const now = new Date();
  const file = await collectAccountData(account.api, await account.profile(), { now, signal: request.signal });
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${accountDataFileName(now)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
