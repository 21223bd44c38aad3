import { Button, Select } from '@switchback/ui';
import { data, Form } from 'react-router';
import type { Route } from './+types/accountWarranty';
import { AccountSection, FormMessage, useFocusFirstError } from '../components/account/Field';
import { StoreLink } from '../components/StoreLink';
import { WarrantyPhotosField } from '../components/warranty/WarrantyPhotosField';
import { formatOrderDate } from '../lib/accountOrders';
import { accountContext } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor } from '../lib/accountText';
import { WARRANTY_DESCRIPTION_MAX, WARRANTY_ISSUE_TYPES } from '../lib/warrantyClaim';
import { loadWarrantyOrder, submitWarrantyClaim, type WarrantyOutcome } from '../lib/warrantyClaim.server';

export const meta: Route.MetaFunction = ({ params }) => {
  const text = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us');
  return pageMeta(text.warranty.title(params.orderNo), text.warranty.startHint, { noindex: true });
};

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!ORDER_NUMBER.test(params.orderNo)) throw data(null, { status: 404, statusText: 'Not Found' });
  const order = await loadWarrantyOrder(context.get(accountContext).api, params.orderNo, request.signal);
  if (!order) throw data(null, { status: 404, statusText: 'Not Found' });
  return { order, lang: context.get(storeContext).lang };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!ORDER_NUMBER.test(params.orderNo)) throw data(null, { status: 404, statusText: 'Not Found' });
  const { api } = context.get(accountContext);
  const order = await loadWarrantyOrder(api, params.orderNo, request.signal);
  if (!order || !order.delivered) throw data(null, { status: 404, statusText: 'Not Found' });
  const outcome = await submitWarrantyClaim(api, order, await request.formData(), {
    locale: context.get(storeContext).locale,
    signal: request.signal,
  });
  return data<WarrantyOutcome>(outcome, { status: outcome.ok ? 201 : 400 });
}

export default function AccountWarranty({ loaderData, actionData }: Route.ComponentProps) {
  const { warranty: TEXT, colon } = useAccountText();
  const { order, lang } = loaderData;
  const outcome = actionData?.form === 'warranty' ? actionData : undefined;
  const formRef = useFocusFirstError(outcome);
  const orderHref = `/account/orders/${encodeURIComponent(order.orderNumber)}`;
  const errors = outcome && !outcome.ok ? (outcome.errors ?? {}) : {};
  const values = outcome && !outcome.ok ? (outcome.values ?? {}) : {};
  return (
    <section aria-labelledby="page-title">
      <p>
        <StoreLink to={orderHref}>{TEXT.backToOrder}</StoreLink>
      </p>
      <h1 id="page-title">{TEXT.title(order.orderNumber)}</h1>
      <AccountSection id="warranty-purchase" title={TEXT.purchase}>
        <p>
          {TEXT.purchasedOn} {formatOrderDate(order.purchaseDate, lang)}
        </p>
      </AccountSection>
      {outcome?.ok ? (
        <div className="account-message account-message--ok" role="status">
          <p>{outcome.message}</p>
          <p>
            {TEXT.reference}
            {colon}
            <strong data-testid="warranty-case">{outcome.caseNumber}</strong>
          </p>
        </div>
      ) : !order.delivered ? (
        <p className="account-notice">{TEXT.notDelivered}</p>
      ) : (
        <Form method="post" encType="multipart/form-data" ref={formRef} className="account-form" noValidate>
          <FormMessage outcome={actionData} form="warranty" />
          <Select
            id="warranty-line"
            name="lineNo"
            label={TEXT.product}
            required
            defaultValue={values.lineNo ?? (order.lines.length === 1 ? String(order.lines[0]?.lineNo) : '')}
            error={errors.lineNo}
            className="account-field"
          >
            <option value="">{TEXT.chooseProduct}</option>
            {order.lines.map((line) => (
              <option key={line.lineNo} value={line.lineNo}>
                {line.detail ? `${line.name} (${line.detail})` : line.name}
              </option>
            ))}
          </Select>
          <Select
            id="warranty-issue"
            name="issueType"
            label={TEXT.issueType}
            required
            defaultValue={values.issueType ?? ''}
            error={errors.issueType}
            className="account-field"
          >
            <option value="">{TEXT.chooseIssue}</option>
            {WARRANTY_ISSUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {TEXT.issueTypes[type]}
              </option>
            ))}
          </Select>
          <div className={`sb-field sb-field--md account-field${errors.description ? ' sb-field--invalid' : ''}`}>
            <span className="sb-field__label">
              <label htmlFor="warranty-description">{TEXT.description}</label>
              <span className="sb-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </span>
            <p id="warranty-description-hint" className="sb-field__hint">
              {TEXT.descriptionHint}
            </p>
            <div className="sb-text-field__box">
              <textarea
                key={values.description ?? ''}
                id="warranty-description"
                name="description"
                className="sb-text-field__input"
                rows={6}
                maxLength={WARRANTY_DESCRIPTION_MAX}
                defaultValue={values.description ?? ''}
                required
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={[
                  'warranty-description-hint',
                  errors.description ? 'warranty-description-error' : null,
                ]
                  .filter(Boolean)
                  .join(' ')}
              />
            </div>
            {errors.description ? (
              <p id="warranty-description-error" className="sb-field__error">
                {errors.description}
              </p>
            ) : null}
          </div>
          <WarrantyPhotosField error={errors.photos} />
          <Button type="submit">{TEXT.submit}</Button>
        </Form>
      )}
    </section>
  );
}
