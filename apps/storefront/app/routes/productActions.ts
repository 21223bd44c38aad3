import { errorCatalogueFor, errorMessageFor } from '@switchback/api-client';
import { emailRule, messagesForLocale, requiredRule, validateField } from '@switchback/validation';
import { data, redirect } from 'react-router';
import type { Route } from './+types/productActions';
import { sessionContext, storeContext } from '../lib/context.server';
import { productMessagesFor } from '../lib/productText';
import { parseProductSegment } from '../lib/pageType';
import { chooseStore } from '../lib/pickup.server';
import { PRODUCT_ACTION_INTENTS, type ProductActionResult } from '../lib/productActions';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const ID = /^[A-Za-z0-9_-]{1,80}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `POST /{locale}/p/{slug}/act`: what a shopper does on a product page besides buying — ask a question, vote on a
 * review or an answer, report a review, ask to be told when a size is back — each as one form `intent`, on the
 * shopper's own (guest or registered) token. With JavaScript (a fetcher, `js=1`) it answers the result; without,
 * it redirects back to the product with `?notice={intent}-{ok|error}` at the section concerned.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = parseProductSegment(params.slug);
  if (!parsed) throw notFound();
  const store = context.get(storeContext);
  const t = productMessagesFor(store.locale);
  const api = context.get(sessionContext).api({ siteId: store.siteId, locale: store.locale });
  const form = await request.formData();
  const intent = text(form, 'intent');
  const viaScript = text(form, 'js') === '1';
  if (intent === 'chooseStore')
    return chooseStore(
      form,
      request,
      context.get(sessionContext),
      store,
      `${store.preview ? '/pre' : ''}/${store.locale}/p/${params.slug}`,
    );

  const result = await (async (): Promise<ProductActionResult> => {
    if (!(PRODUCT_ACTION_INTENTS as readonly string[]).includes(intent))
      return { ok: false, intent: 'ask', message: t.actionUnknown };
    const typed = intent as ProductActionResult['intent'];
    try {
      switch (typed) {
        case 'ask': {
          const question = text(form, 'question');
          const nickname = text(form, 'nickname');
          const email = text(form, 'email');
          const fieldErrors: Record<string, string> = {};
          if (question.length < 10 || question.length > 1000) fieldErrors.question = t.questionLength;
          if (nickname.length < 2 || nickname.length > 30) fieldErrors.nickname = t.nicknameLength;
          if (email && !EMAIL.test(email)) fieldErrors.email = t.emailInvalid;
          if (Object.keys(fieldErrors).length > 0)
            return { ok: false, intent: typed, message: t.fixFields, fieldErrors };
          await api.products.askQuestion(parsed.id, { text: question, nickname, ...(email ? { email } : {}) });
          return { ok: true, intent: typed, message: t.questionSent };
        }
        case 'voteReview':
        case 'voteAnswer': {
          const id = text(form, 'id');
          const vote = text(form, 'vote') === 'unhelpful' ? 'unhelpful' : 'helpful';
          if (!ID.test(id)) return { ok: false, intent: typed, message: t.actionUnknown };
          if (typed === 'voteReview') await api.products.voteReview(parsed.id, id, { vote });
          else await api.products.voteAnswer(parsed.id, id, { vote });
          return { ok: true, intent: typed, id, message: t.voteThanks };
        }
        case 'flagReview': {
          const id = text(form, 'id');
          if (!ID.test(id)) return { ok: false, intent: typed, message: t.actionUnknown };
          await api.products.flagReview(parsed.id, id, { reason: 'inappropriate' });
          return { ok: true, intent: typed, id, message: t.reportThanks };
        }
        case 'translateReview': {
          const id = text(form, 'id');
          if (!ID.test(id)) return { ok: false, intent: typed, message: t.actionUnknown };
          const answer = await api.products.translateReview(id, { targetLocale: store.locale });
          const field = (name: string) => (typeof answer?.[name] === 'string' ? (answer[name] as string) : null);
          const translated = answer?.translated === true;
          return {
            ok: true,
            intent: typed,
            id,
            message: translated ? t.translatedReview : t.translationUnavailable,
            translation: { title: field('title'), text: field('text'), translated },
          };
        }
        case 'notify': {
          const email = text(form, 'email');
          const upc = text(form, 'upc');
          // Spec §5: an empty address is 'This field is required', a malformed one 'Email is not valid'.
          const issue = validateField(email, [requiredRule(), emailRule({ maxLength: 100 })], {
            messages: messagesForLocale(store.locale),
          });
          if (issue) return { ok: false, intent: typed, message: t.fixFields, fieldErrors: { email: issue.message } };
          await api.products.subscribeToNotifications({
            productId: parsed.id,
            email,
            ...(upc && ID.test(upc) ? { upc } : {}),
          });
          return { ok: true, intent: typed, message: t.notifyDone };
        }
      }
    } catch (error) {
      return { ok: false, intent: typed, message: errorMessageFor(error, errorCatalogueFor(store.locale)) };
    }
  })();

  if (viaScript) return data(result, { status: result.ok ? 200 : 400 });
  const back = new URL(`${store.preview ? '/pre' : ''}/${store.locale}/p/${params.slug}`, request.url);
  back.searchParams.set('notice', `${result.intent}-${result.ok ? 'ok' : 'error'}`);
  back.hash =
    result.intent === 'ask' || result.intent === 'voteAnswer'
      ? 'questions'
      : result.intent === 'notify'
        ? 'notify'
        : 'reviews';
  return redirect(`${back.pathname}${back.search}${back.hash}`, { status: 303 });
}
