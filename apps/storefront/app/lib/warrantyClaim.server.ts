import { errorCatalogueFor, errorMessageFor, isApiError, type ApiClient } from '@switchback/api-client';
import {
  maxLengthRule,
  messagesForLocale,
  requiredRule,
  requiredSelectRule,
  validateField,
} from '@switchback/validation';
import type { FormOutcome } from './accountForms';
import { accountMessagesFor } from './accountText';
import type { Locale } from './locales';
import {
  photoProblem,
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_DESCRIPTION_MIN,
  WARRANTY_ISSUE_TYPES,
  WARRANTY_PHOTO_MAX_COUNT,
} from './warrantyClaim';

/** An order as the warranty claim form shows it: its number, purchase date and the lines a claim can be about. */
export interface WarrantyOrder {
  orderNumber: string;
  /** YYYY-MM-DD. */
  purchaseDate: string | null;
  /** True once commerce-api says the order was delivered: only then is a claim offered. */
  delivered: boolean;
  lines: { lineNo: number; productId: string; name: string; detail: string | null }[];
}

/** A claim's answer: the form outcome, with commerce-api's case number once the case is open. */
export type WarrantyOutcome = FormOutcome & { caseNumber?: string };

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The order a claim is about (`GET /consumers-v3/consumer/purchase/{orderId}`): null when it is not the shopper's
 * or does not exist. Gift cards (digital lines) are not claimed under warranty.
 *
 * @example
 * const order = await loadWarrantyOrder(api, 'SB40000001');
 */
export async function loadWarrantyOrder(
  api: ApiClient,
  orderNo: string,
  signal?: AbortSignal,
): Promise<WarrantyOrder | null> {
  let order: Record<string, unknown>;
  try {
    order = await api.consumer.getPurchase(orderNo, { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
  const items = (Array.isArray(order.items) ? order.items : []) as Record<string, unknown>[];
  return {
    orderNumber: orderNo,
    purchaseDate: str(order.createdAt)?.slice(0, 10) ?? null,
    delivered: order.status === 'delivered',
    lines: items
      .filter((item) => item.fulfilment !== 'digital' && typeof item.lineNo === 'number' && str(item.productId))
      .map((item) => ({
        lineNo: item.lineNo as number,
        productId: str(item.productId) as string,
        name: str(item.name) ?? '',
        detail: [str(item.color), str(item.size)].filter(Boolean).join(', ') || null,
      })),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Checks a warranty claim form (product line, problem kind, description, photos) and opens the support case with
 * `POST /consumers-v3/consumer/warranty` as multipart form data: product, purchase (order number and date), the
 * problem and the photos. Field problems come back at their fields (spec §5 messages: required, lengths; the photo
 * count, size and type); a refusal of commerce-api at the top of the form (spec §8).
 *
 * @example
 * const outcome = await submitWarrantyClaim(api, order, await request.formData(), { locale: 'en-us' });
 */
export async function submitWarrantyClaim(
  api: ApiClient,
  order: WarrantyOrder,
  form: FormData,
  options: { locale: Locale; signal?: AbortSignal },
): Promise<WarrantyOutcome> {
  const TEXT = accountMessagesFor(options.locale).warranty;
  const messages = messagesForLocale(options.locale);
  const lineNo = text(form, 'lineNo');
  const issueType = text(form, 'issueType');
  const description = text(form, 'description');
  const photos = form
    .getAll('photos')
    .filter(
      (value): value is File =>
        typeof value === 'object' &&
        value !== null &&
        'arrayBuffer' in value &&
        !(value.size === 0 && value.name === ''),
    );
  const values = { lineNo, issueType, description };
  const errors: Record<string, string> = {};
  const line = order.lines.find((entry) => String(entry.lineNo) === lineNo);
  const lineIssue = validateField(line ? lineNo : '', [requiredSelectRule()], { messages });
  if (lineIssue) errors.lineNo = lineIssue.message;
  const typeIssue = validateField(
    (WARRANTY_ISSUE_TYPES as readonly string[]).includes(issueType) ? issueType : '',
    [requiredSelectRule()],
    { messages },
  );
  if (typeIssue) errors.issueType = typeIssue.message;
  const descriptionIssue = validateField(description, [requiredRule(), maxLengthRule(WARRANTY_DESCRIPTION_MAX)], {
    messages,
  });
  if (descriptionIssue) errors.description = descriptionIssue.message;
  else if (description.length < WARRANTY_DESCRIPTION_MIN) errors.description = TEXT.descriptionTooShort;
  const photosIssue = photoProblem(photos, TEXT) ?? (await wrongBytes(photos, TEXT.photoWrongType));
  if (photosIssue) errors.photos = photosIssue;
  if (Object.keys(errors).length > 0 || !line) return { form: 'warranty', ok: false, errors, values };

  const body = new FormData();
  body.set('productId', line.productId);
  body.set('productName', line.name.slice(0, 200));
  body.set('orderNumber', order.orderNumber);
  if (order.purchaseDate) body.set('purchaseDate', order.purchaseDate);
  body.set('issueType', issueType);
  body.set('description', description);
  for (const photo of photos.slice(0, WARRANTY_PHOTO_MAX_COUNT)) body.append('photos', photo, photo.name);
  try {
    const created = await api.consumer.createWarrantyCase(body, { signal: options.signal });
    return {
      form: 'warranty',
      ok: true,
      message: TEXT.sent,
      ...(created.caseNumber ? { caseNumber: created.caseNumber } : {}),
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { form: 'warranty', ok: false, message: errorMessageFor(error, errorCatalogueFor(options.locale)), values };
  }
}

// The declared type is the browser's guess from the file name: the first bytes say what the file is.
async function wrongBytes(photos: readonly File[], wrongType: (name: string) => string): Promise<string | undefined> {
  for (const photo of photos) {
    const head = new Uint8Array(await photo.slice(0, 12).arrayBuffer());
    const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
    const image =
      starts([0xff, 0xd8, 0xff]) ||
      starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
      (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8));
    if (!image) return wrongType(photo.name);
  }
  return undefined;
}
