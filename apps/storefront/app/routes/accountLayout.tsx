import { Outlet } from 'react-router';
import type { Route } from './+types/accountLayout';
import { AccountNav } from '../components/account/AccountNav';
import { SignOutButton } from '../components/auth/SignOutButton';
import '../components/account/account.css';
import { accountContext, accountMiddleware } from '../lib/accountSession.server';
import { accountMessagesFirst } from '../lib/accountText';

// Only registered shoppers get past this (guests go to sign-in and come back); the profile it reads is shared
// with the pages below.
export const middleware: Route.MiddlewareFunction[] = [accountMiddleware];

// A client navigation here draws the page once its strings are there (accountText.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountMessagesFirst];

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await context.get(accountContext).profile();
  return { firstName: profile.consumerDetails.firstName ?? null };
}

export default function AccountLayout() {
  return (
    <div className="page account-layout">
      <AccountNav signOut={<SignOutButton />} />
      <div className="account-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
