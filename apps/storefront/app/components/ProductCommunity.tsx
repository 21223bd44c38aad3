import { Button, Select, TextArea, TextField } from '@switchback/ui';
import { useEffect, useRef } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import type { ProductActionResult } from '../lib/productActions';
import type { ProductPage } from '../lib/productPage.server';
import { useProductText } from '../lib/productText';
import { useHydrated } from '../lib/useHydrated';
import { useStoreHref } from './StoreLink';
import { oneAtATime } from '../lib/oneAtATime';

/** Once React runs in the browser, forms tell the action to answer data instead of redirecting. */
function ScriptFlag() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}

/** The notice the action left in the URL for a browser without JavaScript (`?notice=ask-ok`). */
function useNotice(intent: ProductActionResult['intent']): 'ok' | 'error' | null {
  const [params] = useSearchParams();
  const notice = params.get('notice');
  if (notice === `${intent}-ok`) return 'ok';
  if (notice === `${intent}-error`) return 'error';
  return null;
}

/**
 * "Helpful (n)" / "Not helpful" for a review or an answer, and "Report" for a review: small POST forms to the
 * product's action route (fetchers once hydrated, plain forms without JavaScript). The count is the server's,
 * reloaded after the vote.
 *
 * @example
 * <FeedbackButtons path="/p/parka-SBJK10026" intent="voteReview" id="R1" helpfulVotes={3} canReport />
 */
export function FeedbackButtons({
  path,
  intent,
  id,
  helpfulVotes,
  canReport = false,
}: {
  path: string;
  intent: 'voteReview' | 'voteAnswer';
  id: string;
  helpfulVotes: number;
  canReport?: boolean;
}) {
  const t = useProductText();
  const action = useStoreHref(`${path}/act`);
  const vote = useFetcher<ProductActionResult>();
  const report = useFetcher<ProductActionResult>();
  const voting = oneAtATime(vote.state !== 'idle');
  const reporting = oneAtATime(report.state !== 'idle');
  // After a vote React Router reloads the page's data, so `helpfulVotes` already counts it.
  const count = helpfulVotes;
  return (
    <div className="feedback">
      <vote.Form method="post" action={action} className="feedback__form" onSubmit={voting.onSubmit}>
        <ScriptFlag />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" name="vote" value="helpful" variant="secondary" size="sm" {...voting.button}>
          {t.helpful(count)}
        </Button>{' '}
        <Button type="submit" name="vote" value="unhelpful" variant="secondary" size="sm" {...voting.button}>
          {t.notHelpful}
        </Button>
      </vote.Form>
      {canReport ? (
        <report.Form method="post" action={action} className="feedback__form" onSubmit={reporting.onSubmit}>
          <ScriptFlag />
          <input type="hidden" name="intent" value="flagReview" />
          <input type="hidden" name="id" value={id} />
          <Button type="submit" variant="ghost" size="sm" disabled={report.data?.ok === true} {...reporting.button}>
            {t.report}
          </Button>
        </report.Form>
      ) : null}
      {vote.data || report.data ? (
        <p role="status" className="feedback__status">
          {[vote.data?.message, report.data?.message].filter(Boolean).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The questions and answers of a product (commerce-core §2 "ask question" and "ask question success"): the
 * published questions with their answers and answer votes, and a form to ask one. Once the question is taken, a
 * modal dialog says so (focus goes to its Close button and back afterwards); without JavaScript the page comes
 * back with the same message.
 *
 * @example
 * <ProductQuestions path={product.path} questions={product.questions} />
 */
export function ProductQuestions({ path, questions }: { path: string; questions: ProductPage['questions'] }) {
  const t = useProductText();
  const action = useStoreHref(`${path}/act`);
  const ask = useFetcher<ProductActionResult>();
  const asking = oneAtATime(ask.state !== 'idle');
  const notice = useNotice('ask');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = ask.data && !ask.data.ok ? (ask.data.fieldErrors ?? {}) : {};

  useEffect(() => {
    if (ask.state === 'idle' && ask.data?.ok) {
      formRef.current?.reset();
      dialogRef.current?.showModal();
    }
  }, [ask.state, ask.data]);

  return (
    <section aria-labelledby="questions-heading" id="questions">
      <h2 id="questions-heading">{t.questions}</h2>
      {notice ? (
        <p role="status" className={notice === 'ok' ? 'add-to-cart__done' : 'add-to-cart__problem'}>
          {notice === 'ok' ? t.questionSent : t.noticeError}
        </p>
      ) : null}
      {questions && questions.items.length > 0 ? (
        <ul className="question-list">
          {questions.items.map((question) => (
            <li key={question.id}>
              <p>
                <strong>{question.text}</strong> {question.nickname ? <span>— {question.nickname}</span> : null}
              </p>
              {question.answers.map((answer) => (
                <blockquote key={answer.id}>
                  <p>{answer.text}</p>
                  <footer>{t.answeredBy(answer.nickname ?? '', answer.isStaff)}</footer>
                  <FeedbackButtons path={path} intent="voteAnswer" id={answer.id} helpfulVotes={answer.helpfulVotes} />
                </blockquote>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noQuestions}</p>
      )}
      <details className="ask-question" open={Object.keys(errors).length > 0 || undefined}>
        <summary>{t.askQuestion}</summary>
        <ask.Form
          method="post"
          action={action}
          ref={formRef}
          noValidate
          className="ask-question__form"
          onSubmit={asking.onSubmit}
        >
          <ScriptFlag />
          <input type="hidden" name="intent" value="ask" />
          <TextArea
            id="ask-question-text"
            name="question"
            label={t.yourQuestion}
            rows={3}
            minLength={10}
            maxLength={1000}
            required
            error={errors.question}
          />
          <TextField
            id="ask-question-nickname"
            name="nickname"
            label={t.nickname}
            minLength={2}
            maxLength={30}
            required
            autoComplete="nickname"
            error={errors.nickname}
          />
          <TextField
            id="ask-question-email"
            name="email"
            type="email"
            label={t.emailOptional}
            maxLength={100}
            autoComplete="email"
            error={errors.email}
          />
          <Button type="submit" className="ask-question__send" {...asking.button}>
            {t.sendQuestion}
          </Button>
          {ask.data && !ask.data.ok ? (
            <p role="alert" className="add-to-cart__problem">
              {ask.data.message}
            </p>
          ) : null}
        </ask.Form>
      </details>
      <dialog ref={dialogRef} className="sb-dialog question-sent" aria-labelledby="question-sent-title">
        <h2 id="question-sent-title">{t.questionSentTitle}</h2>
        <p>{t.questionSent}</p>
        <Button autoFocus onClick={() => dialogRef.current?.close()}>
          {t.close}
        </Button>
      </dialog>
    </section>
  );
}

/**
 * Notify-me for sold-out sizes (`PUT /products/v1/notifications`): the shopper picks a sold-out size and leaves an
 * email. Nothing when every size is in stock.
 *
 * @example
 * <NotifyMe path={product.path} soldOut={[{ size: 'M', upc: '0123' }]} />
 */
export function NotifyMe({ path, soldOut }: { path: string; soldOut: { size: string; upc: string | null }[] }) {
  const t = useProductText();
  const action = useStoreHref(`${path}/act`);
  const notify = useFetcher<ProductActionResult>();
  const notifying = oneAtATime(notify.state !== 'idle');
  const notice = useNotice('notify');
  if (soldOut.length === 0) return null;
  const emailError = notify.data && !notify.data.ok ? notify.data.fieldErrors?.email : undefined;
  const message = notify.data?.message ?? (notice === 'ok' ? t.notifyDone : notice === 'error' ? t.noticeError : null);
  return (
    <section aria-labelledby="notify-heading" id="notify" className="notify-me">
      <h2 id="notify-heading">{t.notifyTitle}</h2>
      <p>{t.notifyText}</p>
      <notify.Form method="post" action={action} noValidate className="notify-me__form" onSubmit={notifying.onSubmit}>
        <ScriptFlag />
        <input type="hidden" name="intent" value="notify" />
        <Select id="notify-size" name="upc" label={t.notifySize}>
          {soldOut.map((entry) => (
            <option key={entry.size} value={entry.upc ?? ''}>
              {entry.size}
            </option>
          ))}
        </Select>
        <TextField
          id="notify-email"
          name="email"
          type="email"
          label={t.email}
          required
          autoComplete="email"
          maxLength={100}
          error={emailError}
        />
        <Button type="submit" {...notifying.button}>
          {t.notifySubmit}
        </Button>
        {message ? (
          <p
            role="status"
            className={notify.data?.ok || notice === 'ok' ? 'add-to-cart__done' : 'add-to-cart__problem'}
          >
            {message}
          </p>
        ) : null}
      </notify.Form>
    </section>
  );
}
