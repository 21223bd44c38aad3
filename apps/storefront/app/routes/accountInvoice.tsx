import { isApiError } from '@switchback/api-client';
import { data } from 'react-router';
import type { Route } from './+types/accountInvoice';
import { accountContext } from '../lib/accountSession.server';

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

/**
 * The invoice of an order as a file to keep: commerce-api answers the document in JSON (`content`, `fileName`,
 * `contentType`); this serves it as an attachment. Someone else's or a missing order is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = context.get(accountContext);
  const orderNo = params.orderNo;
  if (!ORDER_NUMBER.test(orderNo)) throw data('Invoice not found', { status: 404 });
  let invoice: Record<string, unknown>;
  try {
    invoice = (await api.consumer.downloadInvoice({ orderNo }, { signal: request.signal })) ?? {};
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data('Invoice not found', { status: 404 });
    if (isApiError(error) && error.status === 409) throw data(error.message, { status: 409 });
    throw error;
  }
  const content = typeof invoice.content === 'string' ? invoice.content : null;
  if (content === null) throw data('Invoice not available', { status: 502 });
  const fileName =
    typeof invoice.fileName === 'string' && /^[\w.-]{1,80}$/.test(invoice.fileName)
      ? invoice.fileName
      : `invoice-${orderNo}.txt`;
  return new Response(content, {
    headers: {
      // Only plain text is served, whatever the upstream says: the file is opened by the shopper's browser.
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
