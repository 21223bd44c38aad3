import { errorCatalogueFor, errorMessageFor, isApiError } from '@switchback/api-client';
import { signOut } from '@switchback/auth';
import { Button, Select, TextField } from '@switchback/ui';
import { messagesForLocale, requiredRule, validateField } from '@switchback/validation';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/associateLogin';
import '../components/auth/auth.css';
import { sessionContext, storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { authMessagesFor, useAuthText, authMessagesFirst } from '../lib/authText';

// A client navigation here draws the page once its strings are there (authText.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [authMessagesFirst];

export const meta: Route.MetaFunction = ({ params }) => {
  const text = authMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us').associateLogin;
  return pageMeta(text.title, text.description, { noindex: true });
};

/** The associate's open buy-in-store session, or the stores to choose from (spec §2 `/associate-login`). */
export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const store = context.get(storeContext);
  const active = session.buyInStore() ?? null;
  if (active) return { active, stores: [] as Array<{ id: string; name: string }>, storesFailed: false };
  try {
    const { stores } = await session.api({ siteId: store.siteId, locale: store.locale }).utilities.getStores();
    return {
      active,
      stores: stores.map((entry) => ({ id: entry.id, name: entry.name ?? entry.id })),
      storesFailed: false,
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { active, stores: [] as Array<{ id: string; name: string }>, storesFailed: true };
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * `intent=login`: `POST /consumers-v3/consumer/agent/login`; the buy-in-store session (storeId, storeName, employee
 * id and name, spec §3) is kept in an HttpOnly cookie. `intent=end`: ending the session clears the stored info,
 * logs out and returns to the associate login (spec §4).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const store = context.get(storeContext);
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const form = await request.formData();
  const here = new URL(request.url).pathname;

  if (text(form, 'intent') === 'end') {
    const { guest } = await signOut({
      api,
      refreshToken: session.refreshToken(),
      clearStores: () => session.clearStores(),
      pathname: here,
    });
    session.adopt(guest);
    throw redirect(here);
  }

  const values = {
    storeId: text(form, 'storeId'),
    username: text(form, 'username'),
    password: typeof form.get('password') === 'string' ? (form.get('password') as string) : '',
  };
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const issue = validateField(value, [requiredRule()], { messages: messagesForLocale(store.locale) });
    if (issue) fields[name] = issue.message;
  }
  if (Object.keys(fields).length > 0) return data({ fields, top: null as string | null }, { status: 400 });
  try {
    const started = await api.auth.agentLogin(values);
    session.setBuyInStore({
      storeId: started.storeId,
      storeName: started.storeName ?? started.storeId,
      storeEmployeeId: started.storeEmployeeId,
      storeEmployeeName: started.storeEmployeeName ?? started.storeEmployeeId,
    });
    throw redirect(here);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data(
      {
        fields: {} as Record<string, string>,
        top: errorMessageFor(error, errorCatalogueFor(store.locale)) as string | null,
      },
      { status: error.status >= 500 ? 502 : 400 },
    );
  }
}

/** `/{locale}/associate-login`: an associate starts or ends a buy-in-store session. Works without JavaScript. */
export default function AssociateLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useAuthText().associateLogin;
  const busy = useNavigation().state === 'submitting';
  const fields = actionData?.fields ?? {};

  if (loaderData.active) {
    const { storeId, storeName, storeEmployeeId, storeEmployeeName } = loaderData.active;
    return (
      <div className="associate-page">
        <h1>{TEXT.active}</h1>
        <dl data-testid="buy-in-store">
          <dt>{TEXT.storeLine}</dt>
          <dd>
            {storeName} ({storeId})
          </dd>
          <dt>{TEXT.employeeLine}</dt>
          <dd>
            {storeEmployeeName} ({storeEmployeeId})
          </dd>
        </dl>
        <Form method="post">
          <input type="hidden" name="intent" value="end" />
          <Button type="submit" variant="secondary" disabled={busy}>
            {TEXT.end}
          </Button>
        </Form>
      </div>
    );
  }

  return (
    <div className="associate-page">
      <h1>{TEXT.title}</h1>
      <p>{TEXT.intro}</p>
      {actionData?.top ? (
        <div role="alert" className="auth-alert">
          <p>{actionData.top}</p>
        </div>
      ) : null}
      <Form method="post" noValidate className="auth-flow__form">
        <input type="hidden" name="intent" value="login" />
        {loaderData.storesFailed ? (
          <>
            <p>{TEXT.storesUnavailable}</p>
            <TextField
              className="auth-field"
              id="al-storeId"
              name="storeId"
              label={TEXT.storeNumber}
              required
              requiredMarker={false}
              error={fields.storeId}
            />
          </>
        ) : (
          <Select
            className="auth-field"
            id="al-storeId"
            name="storeId"
            label={TEXT.store}
            required
            requiredMarker={false}
            defaultValue=""
            error={fields.storeId}
          >
            <option value="" disabled>
              {TEXT.chooseStore}
            </option>
            {loaderData.stores.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name} ({entry.id})
              </option>
            ))}
          </Select>
        )}
        <TextField
          className="auth-field"
          id="al-username"
          name="username"
          label={TEXT.username}
          autoComplete="username"
          required
          requiredMarker={false}
          error={fields.username}
        />
        <TextField
          className="auth-field"
          id="al-password"
          name="password"
          type="password"
          label={TEXT.password}
          autoComplete="current-password"
          required
          requiredMarker={false}
          error={fields.password}
        />
        <div className="auth-flow__actions">
          <Button type="submit" disabled={busy}>
            {TEXT.signIn}
          </Button>
        </div>
      </Form>
    </div>
  );
}
