import { errorCatalogueFor, errorMessageFor, isApiError } from '@switchback/api-client';
import type { RouterContextProvider } from 'react-router';
import { shopperApi } from './accountSession.server';
import {
  contactMessagesFor,
  contactValuesOf,
  validateContact,
  CONTACT_FIELDS,
  type ContactCategory,
  type ContactOutcome,
  type ContactValues,
} from './contactForm';
import { storeContext } from './context.server';
import { loadContentSlot } from './servicePages.server';
import type { PreparedPage } from './preparedBlocks.server';

/** What the contact page loads: the fixed-name CMS content `contact-us` and the server's category/subject list. */
export interface ContactPageData {
  intro: PreparedPage | null;
  /** Null when the list could not be read: the page says the form is unavailable instead of drawing it empty. */
  categories: ContactCategory[] | null;
  preview: boolean;
}

/**
 * The categories and subjects of `GET /consumers-v3/contactus/categorySubject` (commerce-core §7), labelled (a
 * missing label falls back to the code); null when the call fails.
 */
async function readCategories(
  context: Readonly<RouterContextProvider>,
  signal: AbortSignal,
): Promise<ContactCategory[] | null> {
  try {
    const { categories } = await shopperApi(context).consumer.getContactCategories({ signal });
    return categories.map((entry) => ({
      category: entry.category,
      label: entry.label ?? entry.category,
      subjects: (entry.subjects ?? []).map((subject) => ({
        subject: subject.subject,
        label: subject.label ?? subject.subject,
      })),
    }));
  } catch (error) {
    if (!isApiError(error)) throw error;
    console.warn(`[contact] category list failed: ${error.errorId}`);
    return null;
  }
}

/**
 * The contact page's data, read in parallel.
 *
 * @example
 * export const loader = ({ request, context }: Route.LoaderArgs) => loadContactPage(context, request);
 */
export async function loadContactPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<ContactPageData> {
  const [intro, categories] = await Promise.all([
    loadContentSlot(context, request, 'contact-us'),
    readCategories(context, request.signal),
  ]);
  return { intro, categories, preview: context.get(storeContext).preview };
}

// commerce-api words a refused field as `Field "subject": …`; such a message belongs under that field.
const FIELD_MESSAGE = /^Field "([A-Za-z]+)": (.+)$/;

/**
 * Sends the posted contact form (`POST /consumers-v3/contactus`, any session, guests included) after checking it
 * like commerce-core §5 asks; answers the case reference, or the field errors, or — for a refused call — the
 * message of its first error id (spec §8: the catalogue's message, else the server's), under the field it names
 * when it names one, otherwise at the top of the form.
 *
 * @example
 * export const action = ({ request, context }: Route.ActionArgs) => sendContactForm(context, request);
 */
export async function sendContactForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<ContactOutcome> {
  const { locale } = context.get(storeContext);
  const values = contactValuesOf(await request.formData());
  const categories = await readCategories(context, request.signal);
  if (!categories) return { ok: false, values, errors: {}, message: contactMessagesFor(locale).unavailable };
  const errors = validateContact(values, categories, locale);
  if (Object.keys(errors).length > 0)
    return { ok: false, values, errors, message: contactMessagesFor(locale).fixFields };
  const body: Record<string, unknown> = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    category: values.category,
    subject: values.subject,
    message: values.message,
  };
  if (values.phone) body.phone = values.phone.replace(/\D/g, '');
  if (values.orderNumber) body.orderNumber = values.orderNumber;
  try {
    const created = await shopperApi(context).consumer.contactUs(body, { signal: request.signal });
    if (!created.caseNumber) throw new Error('commerce-api opened a case without a case number');
    return { ok: true, caseNumber: created.caseNumber, email: values.email };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const message = errorMessageFor(error, errorCatalogueFor(locale));
    const field = FIELD_MESSAGE.exec(error.message)?.[1];
    if (error.errorId === 'API400' && field && (CONTACT_FIELDS as readonly string[]).includes(field)) {
      return {
        ok: false,
        values,
        errors: { [field as keyof ContactValues]: FIELD_MESSAGE.exec(error.message)?.[2] ?? message },
      };
    }
    return { ok: false, values, errors: {}, message };
  }
}
