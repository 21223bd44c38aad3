import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/signIn';
import { SignInFlowView } from '../components/auth/SignInFlowView';
import { SignOutButton } from '../components/auth/SignOutButton';
import { initialFlowState, profileStepValues, runSignInAction, safeReturnTo } from '../lib/authFlow.server';
import { toFlowView } from '../lib/authFlowView';
import { sessionContext, storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { authMessagesFor, useAuthText, authMessagesFirst } from '../lib/authText';
import { PageContent } from '../components/PageContent';
import { loadContentSlot } from '../lib/servicePages.server';

// A client navigation here draws the page once its strings are there (authText.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [authMessagesFirst];

export const meta: Route.MetaFunction = ({ params }) => {
  const text = authMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us').signInPage;
  return pageMeta(text.title, text.description, { noindex: true });
};

/**
 * The flow's first step for this shopper: lookup for a guest, the employee terms, mobile or profile for a
 * registered shopper (spec §2). `?returnTo=/path` is where the flow ends (default: the account page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const url = new URL(request.url);
  const session = context.get(sessionContext);
  // The fixed-name CMS page `sign-up` (commerce-core §7 content by name), shown beside the sign-up step.
  const signUpContent = loadContentSlot(context, request, 'sign-up');
  const state = await initialFlowState(session, store, url);
  // A registered shopper's profile step starts from the account's details.
  const values = state.step === 'profile' ? await profileStepValues(session, store) : {};
  return {
    signUpContent: await signUpContent,
    registered: state.context.loggedIn,
    flow: toFlowView(state, values, store.locale),
    returnTo: safeReturnTo(url.searchParams.get('returnTo'), store.locale, store.preview),
    action: `${url.pathname}${url.search}`,
  };
}

/** Every step of the flow posts here (also from the dialog); see `runSignInAction`. */
export async function action({ request, context }: Route.ActionArgs) {
  return runSignInAction(request, context.get(sessionContext), context.get(storeContext));
}

/**
 * `/{locale}/sign-in`: the sign-in and enrolment flow as a page. Every step is a plain form, so the page works
 * without JavaScript; it is also where the header's "Sign in" link leads before the dialog can open.
 */
export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useAuthText().signInPage;
  const navigation = useNavigation();
  const view = actionData?.flow ?? loaderData.flow;
  return (
    <div className="auth-page">
      <SignInFlowView
        view={view}
        Form={Form}
        action={loaderData.action}
        returnTo={loaderData.returnTo}
        idPrefix="sign-in-page"
        busy={navigation.state === 'submitting'}
        manageFocus
        headingLevel={1}
      />
      {view.step === 'signUp' ? <PageContent page={loaderData.signUpContent} /> : null}
      {loaderData.registered ? (
        <div className="auth-page__signed-in">
          <p>{TEXT.notYou}</p>
          <SignOutButton />
        </div>
      ) : null}
    </div>
  );
}
