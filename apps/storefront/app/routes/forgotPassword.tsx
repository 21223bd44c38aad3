import { Button, TextField } from '@switchback/ui';
import { errorCatalogueFor, errorMessageFor, isApiError } from '@switchback/api-client';
import {
  emailRule,
  messagesForLocale,
  passwordHints,
  passwordRule,
  requiredRule,
  sameAsRule,
  SIGN_IN_EMAIL_MAX_LENGTH,
  validateField,
} from '@switchback/validation';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/forgotPassword';
import '../components/auth/auth.css';
import { sessionContext, storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { authMessagesFor, useAuthText, authMessagesFirst } from '../lib/authText';

// A client navigation here draws the page once its strings are there (authText.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [authMessagesFirst];

export const meta: Route.MetaFunction = ({ params }) => {
  const text = authMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us').forgotPassword;
  return pageMeta(text.metaTitle, text.description, { noindex: true });
};

/** With `?code=…&email=…` (the link of the reset e-mail) the page asks for the new password; otherwise for the e-mail. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context.get(storeContext);
  return { code: url.searchParams.get('code') ?? '', email: url.searchParams.get('email') ?? '', locale };
}

type Result =
  | { kind: 'sent' }
  | { kind: 'reset' }
  | { kind: 'error'; fields: Record<string, string>; top: string | null; expired: boolean };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * `intent=request` sends the reset e-mail (`POST /consumers-v3/consumer/resetpassword`); `intent=reset` sets the
 * new password with the code of that e-mail (`POST /consumers-v3/confirmforgotpassword`). An expired or used link
 * (AUT402) and a failed bot check (AUT403) show at the top, a malformed e-mail at its field (spec §8).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const store = context.get(storeContext);
  const api = context.get(sessionContext).api({ siteId: store.siteId, locale: store.locale });
  const email = text(form, 'email').trim();
  const fail = (fields: Record<string, string>, top: string | null = null, expired = false) =>
    data<Result>({ kind: 'error', fields, top, expired }, { status: 400 });
  // Field errors and the API's refusals in the shopper's language.
  const messages = messagesForLocale(store.locale);
  const emailIssue = validateField(email, [requiredRule(), emailRule({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH })], {
    messages,
  });
  if (emailIssue) return fail({ email: emailIssue.message });
  try {
    if (text(form, 'intent') === 'reset') {
      const password = text(form, 'password');
      const passwordIssue = validateField(password, [requiredRule(), passwordRule()], { messages });
      if (passwordIssue) return fail({ password: passwordIssue.message });
      const confirmIssue = validateField(
        text(form, 'confirm'),
        [
          requiredRule(),
          sameAsRule(() => password, {
            key: 'forgotPassword.mismatch',
            message: authMessagesFor(store.locale).forgotPassword.mismatch,
          }),
        ],
        { messages },
      );
      if (confirmIssue) return fail({ confirm: confirmIssue.message });
      await api.auth.confirmForgotPassword({ email, code: text(form, 'code'), newPassword: password });
      return data<Result>({ kind: 'reset' });
    }
    await api.auth.resetPassword({ email });
    return data<Result>({ kind: 'sent' });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const message = errorMessageFor(error, errorCatalogueFor(store.locale));
    if (error.errorId === 'AUT453') return fail({ email: message });
    if (error.errorId === 'AUT451' || error.errorId === 'AUT452') return fail({ password: message });
    return fail({}, message, error.errorId === 'AUT402');
  }
}

/** `/{locale}/forgot-password`: request a reset link, or choose a new password from that link. Works without JavaScript. */
export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useAuthText().forgotPassword;
  const busy = useNavigation().state === 'submitting';
  const result = actionData as Result | undefined;
  const errors = result?.kind === 'error' ? result.fields : {};
  const signInHref = `/${loaderData.locale}/sign-in`;
  const resetting = loaderData.code !== '' && loaderData.email !== '';

  if (result?.kind === 'reset') {
    return (
      <div className="auth-page">
        <h1>{TEXT.resetTitle}</h1>
        <p role="status">{TEXT.done}</p>
        <Link to={signInHref}>{TEXT.signIn}</Link>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <h1>{resetting ? TEXT.resetTitle : TEXT.requestTitle}</h1>
      {result?.kind === 'sent' ? <p role="status">{TEXT.sent}</p> : null}
      {result?.kind === 'error' && result.top ? (
        <div role="alert" className="auth-alert">
          <p>{result.top}</p>
          {result.expired ? <Link to={`/${loaderData.locale}/forgot-password`}>{TEXT.requestNew}</Link> : null}
        </div>
      ) : null}
      {resetting ? (
        <Form method="post" noValidate className="auth-flow__form">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="email" value={loaderData.email} />
          <input type="hidden" name="code" value={loaderData.code} />
          <input type="text" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
          <TextField
            className="auth-field"
            id="fp-password"
            name="password"
            label={TEXT.password}
            type="password"
            autoComplete="new-password"
            required
            requiredMarker={false}
            error={errors.password}
          />
          <div className="auth-flow__hints">
            <p>{TEXT.hints}</p>
            <ul>
              {passwordHints('', messagesForLocale(loaderData.locale)).map((hint) => (
                <li key={hint.id}>{hint.message}</li>
              ))}
            </ul>
          </div>
          <TextField
            className="auth-field"
            id="fp-confirm"
            name="confirm"
            label={TEXT.confirm}
            type="password"
            autoComplete="new-password"
            required
            requiredMarker={false}
            error={errors.confirm}
          />
          <div className="auth-flow__actions">
            <Button type="submit" disabled={busy}>
              {TEXT.save}
            </Button>
          </div>
        </Form>
      ) : (
        <Form method="post" noValidate className="auth-flow__form">
          <input type="hidden" name="intent" value="request" />
          <p>{TEXT.requestIntro}</p>
          <TextField
            className="auth-field"
            id="fp-email"
            name="email"
            label={TEXT.email}
            type="email"
            autoComplete="email"
            defaultValue={loaderData.email}
            required
            requiredMarker={false}
            error={errors.email}
          />
          <div className="auth-flow__actions">
            <Button type="submit" disabled={busy}>
              {TEXT.send}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
