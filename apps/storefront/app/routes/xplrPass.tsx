import { Button } from '@switchback/ui';
import { errorCatalogueFor, errorMessageFor, isApiError, type ConsumerProfile } from '@switchback/api-client';
import { data, Form } from 'react-router';
import type { Route } from './+types/xplrPass';
import '../components/account/account.css';
import { FormMessage } from '../components/account/Field';
import { StoreLink } from '../components/StoreLink';
import { LoyaltySignUp } from '../components/auth/LoyaltySignUp';
import type { FormOutcome } from '../lib/accountForms';
import { isGuestRefusal, shopperApi, signInPath } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { referralOf } from '../lib/landingParams.server';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor, accountMessagesFirst } from '../lib/accountText';

// A client navigation here draws the page once its strings are there (accountText.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountMessagesFirst];

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.xplr;
  return pageMeta(title, description);
};

async function readProfile(api: ReturnType<typeof shopperApi>, signal: AbortSignal): Promise<ConsumerProfile | null> {
  try {
    return await api.consumer.getProfile({ includeLoyaltySummary: true }, { signal });
  } catch (error) {
    if (isGuestRefusal(error)) return null;
    throw error;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await readProfile(shopperApi(context), request.signal);
  const url = new URL(request.url);
  if (!profile) {
    // Spec §2: the loyalty sign-up (sign in or sign up, then join) and the simplified enrolment variant, both
    // returning here; the sign-in page runs either flow with or without JavaScript.
    const signIn = signInPath(url);
    return {
      state: 'guest' as const,
      signIn,
      loyaltySignUp: `${signIn}&loyalty=1`,
      quickSignUp: `${signIn}&variant=simplified`,
    };
  }
  if (profile.isLoyaltyMember !== true) return { state: 'registered' as const };
  return {
    state: 'member' as const,
    memberId: profile.memberId ?? null,
    points: profile.loyaltySummary?.points?.balance ?? profile.currentLoyaltyPoints ?? 0,
    since: profile.loyaltyOptInDate ? profile.loyaltyOptInDate.slice(0, 10) : null,
  };
}

/** Joining: `POST /consumers-v3/consumer/loyalty/token` enrols a registered shopper (the lead source travels as `source`, the referral code in the body). */
export async function action({ request, context }: Route.ActionArgs) {
  const api = shopperApi(context);
  const { locale } = context.get(storeContext);
  const TEXT = accountMessagesFor(locale).xplrPass;
  // The landing's lead source and referral code (kept in a cookie by the store middleware, spec §2); a form posted
  // with `?leadSource=` in its own URL still names it.
  const kept = referralOf(request);
  const leadSource = new URL(request.url).searchParams.get('leadSource')?.slice(0, 40) || kept.leadSource;
  try {
    await api.consumer.getLoyaltyToken(kept.referralCode ? { referralCode: kept.referralCode } : {}, {
      signal: request.signal,
      ...(leadSource ? { leadSource } : {}),
    });
    return data<FormOutcome>({ form: 'join', ok: true, message: TEXT.joined });
  } catch (error) {
    if (isGuestRefusal(error))
      return data<FormOutcome>({ form: 'join', ok: false, message: TEXT.signInToJoin }, { status: 403 });
    if (!isApiError(error)) throw error;
    return data<FormOutcome>(
      { form: 'join', ok: false, message: errorMessageFor(error, errorCatalogueFor(locale)) },
      { status: 400 },
    );
  }
}

export default function XplrPassPage({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useAccountText().xplrPass;
  const pass = loaderData;
  return (
    <section className="page xplr-pass" aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      <p>{TEXT.intro}</p>
      <ul>
        {TEXT.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <FormMessage outcome={actionData} form="join" />
      {/* Rendered in every state: the dialog stays open through the steps after sign-up. */}
      <LoyaltySignUp href={pass.state === 'guest' ? pass.loyaltySignUp : null} label={TEXT.join} />
      {pass.state === 'guest' ? (
        <>
          <p>
            {TEXT.newHere} <a href={pass.quickSignUp}>{TEXT.quickSignUp}</a> · <a href={pass.signIn}>{TEXT.signIn}</a>
          </p>
        </>
      ) : null}
      {pass.state === 'registered' ? (
        <Form method="post">
          <Button type="submit">{TEXT.join}</Button>
        </Form>
      ) : null}
      {pass.state === 'member' ? (
        <div className="xplr-pass__card" role="group" aria-labelledby="pass-title">
          <h2 id="pass-title">{TEXT.yourPass}</h2>
          <dl className="account-facts">
            {pass.memberId ? (
              <div>
                <dt>{TEXT.member}</dt>
                <dd data-testid="member-id">{pass.memberId}</dd>
              </div>
            ) : null}
            <div>
              <dt>{TEXT.points}</dt>
              <dd data-testid="points-balance">{pass.points}</dd>
            </div>
            {pass.since ? (
              <div>
                <dt>{TEXT.since}</dt>
                <dd>{pass.since}</dd>
              </div>
            ) : null}
          </dl>
          <p>
            <StoreLink to="/account/loyalty">{TEXT.vouchers}</StoreLink>
          </p>
        </div>
      ) : null}
      <p>
        <StoreLink to="/terms/loyalty">{TEXT.terms}</StoreLink>
      </p>
    </section>
  );
}
