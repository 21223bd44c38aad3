import { isApiError, type ApiClient, type ConsumerProfile, type GuestObjects } from '@switchback/api-client';
import {
  advanceSignInFlow,
  guardProfileUpdate,
  isSignInFlowStep,
  rolesOf,
  signInWithPkce,
  signOut,
  signUpWithPkce,
  spendBanner,
  spendProfileOf,
  startSignInFlow,
  type SignedInFacts,
  type SignInFlowEvent,
  type SignInFlowInput,
  type PostLoginOrder,
  type SignInFlowState,
} from '@switchback/auth';
import {
  emailRule,
  messagesForLocale,
  phoneRule,
  requiredRule,
  SIGN_IN_EMAIL_MAX_LENGTH,
  validateField,
  validateSignUp,
} from '@switchback/validation';
import { shopperContextFrom } from '@switchback/personalisation';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { birthDateForApi, birthDateFormat, birthDateMessagesFor, displayBirthDate } from './accountForms';
import { toFlowView, type EmployeePricing, type FlowView, type ShopperStatus } from './authFlowView';
import { cartLifecycleFor } from './cartLifecycle.server';
import { cartNoticeAfterSignIn } from './cartNotice.server';
import { checkPostalCode, LAST_ORDER_COOKIE, readCookie } from './checkout.server';
import { sessionContext, storeContext } from './context.server';
import { siteIdForLocale } from './locales';
import { referralOf } from './landingParams.server';
import { localeOfRequest } from './sessionMiddleware.server';
import type { RequestSession } from './session.server';

export type { ShopperStatus } from './authFlowView';
import type { Store } from './store';
import { sameOriginPath } from './sameOriginPath';
import { stepOnlyEvent } from './authIntents';

/** Dial codes of the shop's countries, sent as `phoneCode` with a phone number. */
const DIAL_CODES: Record<string, string> = { US: '+1', CA: '+1', GB: '+44' };

function countryOf(locale: string): string {
  return (locale.split('-')[1] ?? 'us').toUpperCase();
}

/**
 * Where the flow may send the shopper after it ends: a path on this shop only ({@link sameOriginPath}: never
 * `//host`, `/<TAB>/host`, `/\\host`, a URL or a scheme), else the account page of the locale.
 *
 * @example
 * safeReturnTo('/en-us/cart', 'en-us'); // '/en-us/cart'
 * safeReturnTo('https://evil.test', 'en-us'); // '/en-us/account'
 */
export function safeReturnTo(value: string | null | undefined, locale: string, preview = false): string {
  return sameOriginPath(value) ?? `${preview ? '/pre' : ''}/${locale}/account`;
}

/** Pages of an order under way (below the locale): a guest who signs in there goes to the account (spec §1). */
const DURING_AN_ORDER = new Set(['checkout', 'order-confirmation']);

/**
 * Where the flow ends: `returnTo`, except that a sign-in during an order (from the checkout or the order
 * confirmation) goes to the account page (spec §1: "guests who log in during an order go there").
 *
 * @example
 * returnAfterSignIn('/en-us/order-confirmation?order=SB40000001', 'en-us'); // '/en-us/account'
 * returnAfterSignIn('/en-us/cart', 'en-us'); // '/en-us/cart'
 */
export function returnAfterSignIn(returnTo: string, locale: string, preview = false): string {
  const parts = new URL(returnTo, 'http://shop.invalid').pathname.split('/').filter(Boolean);
  if (parts[0] === 'pre') parts.shift();
  if (parts[0] && /^[a-z]{2}-[a-z0-9]{2,3}$/i.test(parts[0])) parts.shift();
  return parts.length === 1 && DURING_AN_ORDER.has(parts[0] ?? '') ? safeReturnTo(null, locale, preview) : returnTo;
}

/**
 * The order this browser placed as a guest (the confirmation's cookie), handed over with a sign-in or sign-up so it
 * joins the account (spec §7 `action: "postLogin"`). commerce-api moves it only if the guest token the exchange
 * carries placed it; a registered shopper hands nothing over.
 */
function postLoginOrderOf(session: RequestSession, request: Request): PostLoginOrder | undefined {
  const who = session.consumer();
  if (who && who.consumerType !== 'GUEST') return undefined;
  const orderNo = readCookie(request, LAST_ORDER_COOKIE);
  return orderNo && /^[A-Za-z0-9-]{4,40}$/.test(orderNo) ? { orderNo } : undefined;
}

/**
 * Reads the shopper's status for the page chrome. A registered shopper's profile is read for the spend banner;
 * a failure there leaves the banner out rather than failing the page.
 *
 * @example
 * const shopper = await shopperStatus(session, store);
 */
export async function shopperStatus(
  session: RequestSession,
  store: Pick<Store, 'siteId' | 'locale'>,
): Promise<ShopperStatus> {
  const who = session.consumer();
  const bis = session.buyInStore();
  const status: ShopperStatus = {
    registered: Boolean(who && who.consumerType !== 'GUEST'),
    consumerType: who?.consumerType ?? null,
    consumerNo: who?.consumerNo ?? null,
    termsPending: false,
    spend: null,
    currency: null,
    associate: bis ? { storeName: bis.storeName, storeEmployeeName: bis.storeEmployeeName } : null,
    justSignedIn: false,
  };
  if (session.takeFlash() === 'signedIn') status.justSignedIn = Boolean(who && who.consumerType !== 'GUEST');
  if (!status.registered) return status;
  try {
    const profile = await session.api({ siteId: store.siteId, locale: store.locale }).consumer.getProfile();
    const roles = rolesOf(profile);
    status.termsPending = roles.employeeTermsPending;
    status.spend = spendBanner(spendProfileOf(profile));
    const { cartItemCount: _cart, ...audience } = shopperContextFrom(profile, 0);
    status.audience = audience;
    const details = profile.consumerDetails;
    status.currency =
      details.employee?.currency ?? details.athlete?.currency ?? details.identity?.[0]?.currency ?? null;
    status.employeePricing = employeePricingOf(profile);
  } catch (error) {
    console.warn(
      '[auth] could not read the profile for the spend banner:',
      error instanceof Error ? error.message : error,
    );
  }
  return status;
}

/**
 * The employee pricing of a profile (commerce-core §6: the discount shows only after the terms are accepted), or
 * null: not an employee, terms pending, no rate, or the cap spent.
 *
 * @example
 * employeePricingOf(profile); // { percent: 30, remaining: 1580, currency: 'USD' }
 */
export function employeePricingOf(profile: ConsumerProfile): EmployeePricing | null {
  const employee = profile.consumerDetails.employee;
  if (profile.consumerType !== 'EMPLOYEE' || profile.isEmployeeDiscountTCAccepted !== true || !employee) return null;
  const percent = employee.discountPercent ?? 0;
  const remaining = (employee.annualCap ?? 0) - (employee.currentSpend ?? 0);
  if (percent <= 0 || percent >= 100 || remaining <= 0 || !employee.currency) return null;
  return { percent, remaining, currency: employee.currency };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function factsOf(
  profile: ConsumerProfile | undefined,
  fallback: {
    consumerType: string;
    isEmployeeDiscountTCAccepted?: boolean | null | undefined;
    memberId?: string | null | undefined;
  },
): SignedInFacts {
  return {
    consumerType: profile?.consumerType ?? fallback.consumerType,
    employeeTermsAccepted: (profile?.isEmployeeDiscountTCAccepted ?? fallback.isEmployeeDiscountTCAccepted) === true,
    hasPhone: Boolean(profile?.consumerDetails.phone),
    isLoyaltyMember: profile ? profile.isLoyaltyMember === true : Boolean(fallback.memberId),
  };
}

/**
 * Options of a flow run from the URL: the simplified variant (`?variant=simplified`) and loyalty sign-up
 * (`?loyalty=1`).
 */
function flowOptions(url: URL): Pick<SignInFlowInput, 'simplified' | 'loyaltyEnrolment' | 'interestsEnabled'> {
  return {
    simplified: url.searchParams.get('variant') === 'simplified',
    loyaltyEnrolment: url.searchParams.get('loyalty') === '1',
    interestsEnabled: true,
  };
}

/** Whether `consumerId` and `email` name the same account (`POST /consumers-v3/consumer`; 404 PRO404 otherwise). */
async function accountMatches(api: ApiClient, consumerId: string, email: string): Promise<boolean> {
  try {
    const found = (await api.consumer.retrieveProfile({ consumerId, email })) as {
      consumerId?: unknown;
      email?: unknown;
    };
    return (
      found.consumerId === consumerId &&
      typeof found.email === 'string' &&
      found.email.toLowerCase() === email.toLowerCase()
    );
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
}

async function profileOf(api: ApiClient): Promise<ConsumerProfile | undefined> {
  try {
    return await api.consumer.getProfile();
  } catch (error) {
    if (isApiError(error)) return undefined;
    throw error;
  }
}

/**
 * The flow's first state for this shopper (spec §2): lookup for a guest; for a registered shopper the terms prompt,
 * mobile or profile, from the profile.
 *
 * @example
 * const state = await initialFlowState(session, store, new URL(request.url));
 */
export async function initialFlowState(session: RequestSession, store: Store, url: URL): Promise<SignInFlowState> {
  const who = session.consumer();
  const email = (url.searchParams.get('email') ?? '').trim().slice(0, SIGN_IN_EMAIL_MAX_LENGTH);
  if (!who || who.consumerType === 'GUEST') {
    const start = startSignInFlow({ ...flowOptions(url), email });
    // Spec §2/§7 `consumerId` and `email`: when both name the same account ("retrieve by consumerId and email"),
    // the lookup is answered — the flow opens on that account's sign-in step with the e-mail filled. Nothing of the
    // account is shown; a pair that does not match (or a failed call) is only the e-mail pre-fill.
    const consumerId = (url.searchParams.get('consumerId') ?? '').trim();
    if (
      email &&
      /^[A-Za-z0-9_-]{1,20}$/.test(consumerId) &&
      (await accountMatches(session.api({ siteId: store.siteId, locale: store.locale }), consumerId, email))
    ) {
      return advanceSignInFlow(start, { type: 'LOOKUP_DONE', email, exists: true });
    }
    return start;
  }
  const profile = await profileOf(session.api({ siteId: store.siteId, locale: store.locale }));
  const facts = factsOf(profile, { consumerType: who.consumerType });
  return startSignInFlow({
    ...flowOptions(url),
    loggedIn: true,
    email: profile?.consumerDetails.email ?? '',
    consumerType: facts.consumerType,
    hasPhone: facts.hasPhone === true,
    employeeTermsAccepted: facts.employeeTermsAccepted === true,
    isLoyaltyMember: facts.isLoyaltyMember === true,
  });
}

/** The profile step's fields. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'postalCode', 'birthDate'] as const;

/**
 * What the profile step starts from (spec §2 profile completion): the account's own first name, last name, postal
 * code and birth date, so the shopper completes or corrects them rather than typing them again. Empty for a guest
 * or when the profile cannot be read.
 *
 * @example
 * const values = state.step === 'profile' ? await profileStepValues(session, store) : {};
 */
export async function profileStepValues(session: RequestSession, store: Store): Promise<Record<string, string>> {
  const who = session.consumer();
  if (!who || who.consumerType === 'GUEST') return {};
  const details = (await profileOf(session.api({ siteId: store.siteId, locale: store.locale })))?.consumerDetails;
  return Object.fromEntries(
    PROFILE_FIELDS.map((name) => [
      name,
      // The saved birth date (YYYY-MM-DD) in the order the field is typed in.
      name === 'birthDate' ? displayBirthDate(details?.birthDate, store.locale) : (details?.[name] ?? ''),
    ]),
  );
}

/**
 * After signing in from a `consumerId` + `email` link (spec §2/§7: the pair "pre-fill sign-up", retrieved by
 * consumerId and email) that names a partially enrolled account, the flow goes on to that account's completion
 * steps — mobile when it has no phone, then profile, filled with what the account has — instead of ending. Null
 * when the link names another account (or none), or the account is fully enrolled.
 */
async function enrolmentCompletion(session: RequestSession, store: Store, url: URL): Promise<SignInFlowState | null> {
  const consumerId = (url.searchParams.get('consumerId') ?? '').trim();
  const email = (url.searchParams.get('email') ?? '').trim().toLowerCase();
  if (!consumerId || !email) return null;
  const profile = await profileOf(session.api({ siteId: store.siteId, locale: store.locale }));
  if (
    !profile ||
    profile.isPartiallyEnrolled !== true ||
    profile.consumerId !== consumerId ||
    (profile.consumerDetails.email ?? '').toLowerCase() !== email
  ) {
    return null;
  }
  const facts = factsOf(profile, { consumerType: profile.consumerType ?? 'REGISTERED' });
  return startSignInFlow({
    ...flowOptions(url),
    loggedIn: true,
    email: profile.consumerDetails.email ?? email,
    consumerType: facts.consumerType,
    hasPhone: facts.hasPhone === true,
    employeeTermsAccepted: facts.employeeTermsAccepted === true,
    isLoyaltyMember: facts.isLoyaltyMember === true,
  });
}

async function guestObjectsOf(session: RequestSession, store: Store, api: ApiClient): Promise<GuestObjects> {
  const objects: GuestObjects = {};
  const basketId = session.getCartId(store.siteId);
  if (basketId) objects.basketId = basketId;
  // The guest's favourites and saved-for-later ids are read with the guest's token before it is replaced.
  const [favorites, saved] = await Promise.allSettled([
    api.wishlists.getFavorites({ start: 0, count: 1 }),
    api.wishlists.getSaveForLater({ start: 0, count: 1 }),
  ]);
  if (favorites.status === 'fulfilled' && favorites.value.favoriteId) objects.favoriteId = favorites.value.favoriteId;
  if (saved.status === 'fulfilled' && saved.value.saveForLaterId) objects.saveForLaterId = saved.value.saveForLaterId;
  return objects;
}

/** Units in the guest cart handed over at sign-in (0 when there is none or it cannot be read). */
async function guestItemCountOf(api: ApiClient, basketId: string | undefined): Promise<number> {
  if (!basketId) return 0;
  try {
    return (await api.cart.getCart(basketId)).totalItems;
  } catch (error) {
    if (isApiError(error)) return 0;
    throw error;
  }
}

function failed(error: unknown): SignInFlowEvent {
  if (!isApiError(error)) throw error;
  console.warn(`[auth] ${error.errorId} (correlation id ${error.correlationId ?? 'none'})`);
  return { type: 'FAILED', errorId: error.errorId, message: error.message };
}

function invalidEmail(email: string, store: Store): SignInFlowEvent | undefined {
  const issue = validateField(email, [requiredRule(), emailRule({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH })], {
    messages: messagesForLocale(store.locale),
  });
  return issue ? { type: 'INVALID', errors: { email: issue.message } } : undefined;
}

/**
 * Performs the call of the step a form was sent from and answers the event it yields. The flow decides what
 * follows; this function only talks to commerce-api and keeps the tokens in the session's HttpOnly cookies (the
 * PKCE verifier never leaves this server).
 */
async function eventFor(
  intent: string,
  form: FormData,
  state: SignInFlowState,
  session: RequestSession,
  store: Store,
  request: Request,
  carried: { cookie?: string | undefined },
): Promise<SignInFlowEvent | undefined> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const email = (text(form, 'email') || state.context.email).trim();
  const dialCode = DIAL_CODES[countryOf(store.locale)] ?? '+1';
  // Spec §2/§7: the landing's lead source and referral code (kept by the store middleware) go with the loyalty
  // enrolment: referralCode in the token body, leadSource as its `source` header.
  const referral = referralOf(request);
  const loyaltyToken = () =>
    api.consumer.getLoyaltyToken(
      referral.referralCode ? { referralCode: referral.referralCode } : {},
      referral.leadSource ? { leadSource: referral.leadSource } : {},
    );
  switch (intent) {
    case 'lookup': {
      const invalid = invalidEmail(email, store);
      if (invalid) return invalid;
      try {
        const answer = (await api.consumer.lookup({ email })) as { exists?: unknown } | undefined;
        return { type: 'LOOKUP_DONE', email, exists: answer?.exists === true };
      } catch (error) {
        return failed(error);
      }
    }
    case 'signIn': {
      const password = text(form, 'password');
      if (!password) return { type: 'INVALID', errors: { password: 'This field is required' } };
      try {
        const guestObjects = await guestObjectsOf(session, store, api);
        const guestItems = await guestItemCountOf(api, guestObjects.basketId);
        const postLoginOrder = postLoginOrderOf(session, request);
        const signedIn = await signInWithPkce(api, {
          username: email,
          password,
          guestObjects,
          ...(postLoginOrder ? { postLoginOrder } : {}),
        });
        session.adopt(signedIn);
        if (signedIn.basketId) session.setCartId(store.siteId, signedIn.basketId);
        // Spec §4: the merged notice and, when the count rose, the out-of-stock check, carried to the cart page.
        carried.cookie = await cartNoticeAfterSignIn(cartLifecycleFor(session, store), guestItems, request);
        return { type: 'SIGNED_IN', facts: factsOf(undefined, signedIn) };
      } catch (error) {
        return failed(error);
      }
    }
    case 'signUp': {
      const values = {
        email,
        password: text(form, 'password'),
        firstName: text(form, 'firstName').trim(),
        lastName: text(form, 'lastName').trim(),
        phone: text(form, 'phone').replace(/\D/g, ''),
        postalCode: text(form, 'postalCode').trim(),
        birthDate: text(form, 'birthDate').trim(),
        policy: form.get('policy') === 'on',
        newsletter: form.get('newsletter') === 'on',
        loyaltyTerms: form.get('loyaltyTerms') === 'on',
      };
      // The loyalty sign-up (spec §2) enrols the new account with its sign-up: the programme's terms are required.
      const enrolling = state.context.loyaltyEnrolment;
      const errors = validateSignUp(values, {
        locale: store.locale,
        messages: birthDateMessagesFor(store.locale),
        requiredCheckboxes: enrolling ? ['policy', 'loyaltyTerms'] : ['policy'],
        requireBirthDate: state.context.requireBirthDate,
        // Typed in the locale's order of day and month, as on the account's profile.
        birthDateFormat: birthDateFormat(store.locale),
      });
      // The postal code as the country writes it (a UK postcode on en-gb), by the same rule as addresses.
      const postalCode = values.postalCode
        ? await checkPostalCode(api, values.postalCode, countryOf(store.locale), store.locale)
        : undefined;
      if (postalCode) (errors as Record<string, string>).postalCode = postalCode;
      if (Object.keys(errors).length > 0) return { type: 'INVALID', errors: errors as Record<string, string> };
      try {
        const guestObjects = await guestObjectsOf(session, store, api);
        const { session: signedUp } = await signUpWithPkce(
          api,
          {
            email: values.email,
            password: values.password,
            firstName: values.firstName,
            lastName: values.lastName,
            isTermsConfirmed: true,
            policy: true,
            newsletter: values.newsletter,
            ...(enrolling ? { loyaltyTerms: true } : {}),
            country: countryOf(store.locale),
            ...(values.phone ? { phone: values.phone, phoneCode: dialCode } : {}),
            ...(values.postalCode ? { postalCode: values.postalCode } : {}),
            ...(values.birthDate ? { birthDate: birthDateForApi(values.birthDate, store.locale) } : {}),
            ...(values.newsletter ? { subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] } : {}),
            // How this account was acquired (consumer profile `source`, spec §3; the sign-up call's `source`, §7):
            // the landing's lead source, and its referral code as the campaign — the only place the sign-up body has
            // for it, so a plain sign-up keeps the referral too (a loyalty one also sends it with its enrolment).
            source: {
              acquisitionType: referral.leadSource ?? 'Signup',
              campaignName: referral.referralCode ?? `/${store.locale}/sign-in`,
            },
          },
          guestObjects,
          postLoginOrderOf(session, request),
        );
        session.adopt(signedUp);
        // The new member's enrolment records the referral (the sign-up body has no field for it): the loyalty token
        // call is where commerce-api keeps referral code and lead source. A failure here never fails the sign-up.
        if (enrolling && (referral.referralCode || referral.leadSource)) {
          await loyaltyToken().catch((error: unknown) =>
            console.warn('[auth] the referral could not be recorded:', error instanceof Error ? error.message : error),
          );
        }
        if (signedUp.basketId) session.setCartId(store.siteId, signedUp.basketId);
        return {
          type: 'SIGNED_UP',
          facts: { ...factsOf(undefined, signedUp), hasPhone: Boolean(values.phone), isLoyaltyMember: enrolling },
        };
      } catch (error) {
        return failed(error);
      }
    }
    case 'forgotPassword': {
      const invalid = invalidEmail(email, store);
      if (invalid) return invalid;
      try {
        await api.auth.resetPassword({ email });
        return { type: 'RESET_REQUESTED' };
      } catch (error) {
        return failed(error);
      }
    }
    case 'acceptTerms':
      try {
        await api.consumer.updateProfile({ consumerProfile: { isEmployeeDiscountTCAccepted: true } });
        return { type: 'TERMS_ACCEPTED' };
      } catch (error) {
        return failed(error);
      }
    case 'joinLoyalty':
      try {
        await loyaltyToken();
        return { type: 'LOYALTY_JOINED' };
      } catch (error) {
        return failed(error);
      }
    case 'mobile': {
      const phone = text(form, 'phone').replace(/\D/g, '');
      const issue = validateField(phone, [requiredRule(), phoneRule({ country: countryOf(store.locale) })], {
        messages: messagesForLocale(store.locale),
      });
      if (issue) return { type: 'INVALID', errors: { phone: issue.message } };
      return saveProfile(api, { consumerDetails: { phone, phoneCode: dialCode } }, 'MOBILE_SAVED');
    }
    case 'profile': {
      const changes = {
        firstName: text(form, 'firstName').trim(),
        lastName: text(form, 'lastName').trim(),
        postalCode: text(form, 'postalCode').trim(),
        birthDate: text(form, 'birthDate').trim(),
      };
      const errors = validateSignUp(changes, {
        locale: store.locale,
        messages: birthDateMessagesFor(store.locale),
        birthDateFormat: birthDateFormat(store.locale),
      });
      const relevant = Object.fromEntries(
        Object.entries(errors).filter(
          ([field]) => field in changes && (changes as Record<string, string>)[field] !== '',
        ),
      ) as Record<string, string>;
      if (Object.keys(relevant).length > 0) return { type: 'INVALID', errors: relevant };
      const birthDate = birthDateForApi(changes.birthDate, store.locale);
      return saveProfile(
        api,
        { consumerDetails: { ...changes, ...(birthDate ? { birthDate } : {}) } },
        'PROFILE_SAVED',
      );
    }
    case 'interests': {
      const interests = form
        .getAll('interest')
        .filter((value): value is string => typeof value === 'string' && value !== '');
      return saveProfile(api, { preferences: { interests: interests.join('|') } }, 'INTERESTS_SAVED');
    }
    default:
      return stepOnlyEvent(intent);
  }
}

async function saveProfile(
  api: ApiClient,
  changes: { consumerDetails?: Record<string, string>; preferences?: { interests: string } },
  done: 'MOBILE_SAVED' | 'PROFILE_SAVED' | 'INTERESTS_SAVED',
): Promise<SignInFlowEvent> {
  try {
    const profile = await profileOf(api);
    // Spec §5: no update before the profile is loaded; values that are not truthy are not sent.
    const details = changes.consumerDetails ? guardProfileUpdate(profile, changes.consumerDetails) : null;
    const preferences = changes.preferences ? guardProfileUpdate(profile, changes.preferences) : null;
    if (details || preferences) {
      await api.consumer.updateProfile({
        consumerProfile: { ...(details ? { consumerDetails: details } : {}), ...(preferences ? { preferences } : {}) },
      });
    }
    return { type: done };
  } catch (error) {
    if (error instanceof Error && error.name === 'ProfileNotLoadedError')
      return { type: 'FAILED', errorId: 'PROFILE_NOT_LOADED', message: error.message };
    return failed(error);
  }
}

/**
 * The action behind the sign-in page and dialog: reads the step the form was sent from (hidden `step`, `email`),
 * performs its call, advances the flow and answers the next step's view — or, when the flow is done, redirects to
 * `returnTo` (the account instead of the checkout or the order confirmation, {@link returnAfterSignIn}). A guest's
 * last order in this browser is handed over with the sign-in or sign-up. `intent=signOut` signs out (spec §4) and redirects home from cart, checkout, favourites or account.
 *
 * @example
 * export const action = ({ request, context }) => runSignInAction(request, context.get(sessionContext), context.get(storeContext));
 */
export async function runSignInAction(request: Request, session: RequestSession, store: Store) {
  const url = new URL(request.url);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const requested = safeReturnTo(
    text(form, 'returnTo') || url.searchParams.get('returnTo'),
    store.locale,
    store.preview,
  );

  if (intent === 'signOut') {
    const from = safeReturnTo(text(form, 'from'), store.locale, store.preview);
    const api = session.api({ siteId: store.siteId, locale: store.locale });
    const refreshToken = session.refreshToken();
    const { guest, redirectTo } = await signOut({
      api,
      refreshToken,
      clearStores: () => session.clearStores(),
      pathname: new URL(from, url).pathname,
    });
    session.adopt(guest);
    throw redirect(redirectTo ?? from);
  }

  const base = await initialFlowState(session, store, url);
  const step = text(form, 'step');
  const state: SignInFlowState =
    isSignInFlowStep(step) && step !== 'done'
      ? {
          step,
          context: {
            ...base.context,
            email: text(form, 'email') || base.context.email,
            requireBirthDate: form.get('requireBirthDate') === '1',
          },
        }
      : base;
  const carried: { cookie?: string | undefined } = {};
  const event = await eventFor(intent, form, state, session, store, request, carried);
  let next = event ? advanceSignInFlow(state, event) : state;
  // A completion link's partially enrolled account goes on to its missing details rather than leaving the flow.
  if (next.step === 'done' && event?.type === 'SIGNED_IN')
    next = (await enrolmentCompletion(session, store, url)) ?? next;
  if (next.step === 'done') {
    // From the dialog, the page the shopper returns to confirms the sign-in (spec §2 "sign-in confirmation").
    if (form.get('via') === 'dialog' && next.context.loggedIn) session.setFlash('signedIn');
    const returnTo = next.context.loggedIn ? returnAfterSignIn(requested, store.locale, store.preview) : requested;
    throw redirect(returnTo, carried.cookie ? { headers: { 'Set-Cookie': carried.cookie } } : undefined);
  }
  const posted = Object.fromEntries(
    ['firstName', 'lastName', 'phone', 'postalCode', 'birthDate'].map((name) => [name, text(form, name)]),
  );
  // The profile step, when first reached, starts from the account's details; a resent one keeps what was typed.
  const values = next.step === 'profile' && state.step !== 'profile' ? await profileStepValues(session, store) : posted;
  return data(
    { flow: toFlowView(next, values, store.locale) satisfies FlowView },
    {
      status: next.context.errors.length > 0 ? 400 : 200,
      ...(carried.cookie ? { headers: { 'Set-Cookie': carried.cookie } } : {}),
    },
  );
}

/**
 * The root loader's view of the shopper (every page's chrome reads it): see {@link shopperStatus}. Outside a
 * served locale (error pages) the locale comes from the request.
 *
 * @example
 * export async function loader({ request, context }) { return { shopper: await shopperForRequest(request, context) }; }
 */
export async function shopperForRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ShopperStatus> {
  const session = context.get(sessionContext);
  let store: Pick<Store, 'siteId' | 'locale'>;
  try {
    store = context.get(storeContext);
  } catch {
    const locale = localeOfRequest(request);
    store = { locale, siteId: siteIdForLocale(locale) };
  }
  return shopperStatus(session, store);
}
