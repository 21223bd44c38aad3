import { Button, Select, TextField } from '@switchback/ui';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  CONTACT_MESSAGE_MAX,
  useContactText,
  type ContactCategory,
  type ContactOutcome,
  type ContactValues,
} from '../../lib/contactForm';
import './ContactForm.css';
import { useText } from '../../lib/useText';

const EMPTY: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  orderNumber: '',
  category: '',
  subject: '',
  message: '',
};

/**
 * The contact-us form of commerce-core §7: name, e-mail, optional phone and order number, a topic and subject from
 * the server's category/subject list, and the message. It posts to the page's own action, so it works without
 * JavaScript (the subject list then shows every topic's subjects in groups); with JavaScript the subjects follow
 * the chosen topic. A refusal shows each field's error under it (read out with it, `aria-invalid`) and a message
 * at the top; focus moves to the first invalid field, or to the case reference once the case is opened.
 *
 * @example
 * <ContactForm categories={loaderData.categories} outcome={actionData} />
 */
export function ContactForm({
  categories,
  outcome,
}: {
  categories: ContactCategory[];
  outcome: ContactOutcome | undefined;
}) {
  const text = useContactText();
  const { colon } = useText();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const refused = outcome && !outcome.ok ? outcome : null;
  const values = refused?.values ?? EMPTY;
  const errors = refused?.errors ?? {};
  const [category, setCategory] = useState(values.category);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => setCategory(values.category), [values.category]);
  useEffect(() => {
    if (!outcome || !root.current) return;
    const target =
      root.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root.current.querySelector<HTMLElement>('#contact-result');
    target?.focus();
  }, [outcome]);

  if (outcome?.ok) {
    return (
      <div ref={root} className="contact-form contact-form--sent">
        <h2 id="contact-result" tabIndex={-1}>
          {text.sentTitle}
        </h2>
        <p role="status">
          {text.caseReference}
          {colon}
          <strong data-testid="case-reference">{outcome.caseNumber}</strong>
        </p>
        <p>{text.sentBody(outcome.email)}</p>
        <p>
          <a href="?">{text.sendAnother}</a>
        </p>
      </div>
    );
  }

  const chosen = categories.find((entry) => entry.category === category);
  // Without JavaScript every subject is offered, grouped by topic; once hydrated, the chosen topic's only.
  const subjectGroups = hydrated ? (chosen ? [chosen] : []) : categories;
  return (
    <div ref={root} className="contact-form">
      <h2 id="contact-form-title">{text.formTitle}</h2>
      <p id="contact-form-problem" role="alert" className="contact-form__problem">
        {refused?.message ?? ''}
      </p>
      <Form method="post" noValidate aria-labelledby="contact-form-title" className="contact-form__fields">
        <div className="contact-form__row">
          <TextField
            key={`firstName-${values.firstName}`}
            id="contact-firstName"
            name="firstName"
            label={text.firstName}
            autoComplete="given-name"
            defaultValue={values.firstName}
            error={errors.firstName}
            required
            maxLength={30}
          />
          <TextField
            key={`lastName-${values.lastName}`}
            id="contact-lastName"
            name="lastName"
            label={text.lastName}
            autoComplete="family-name"
            defaultValue={values.lastName}
            error={errors.lastName}
            required
            maxLength={30}
          />
        </div>
        <TextField
          key={`email-${values.email}`}
          id="contact-email"
          name="email"
          type="email"
          label={text.email}
          autoComplete="email"
          inputMode="email"
          defaultValue={values.email}
          error={errors.email}
          required
          maxLength={100}
        />
        <div className="contact-form__row">
          <TextField
            key={`phone-${values.phone}`}
            id="contact-phone"
            name="phone"
            type="tel"
            label={text.phone}
            autoComplete="tel-national"
            inputMode="tel"
            defaultValue={values.phone}
            error={errors.phone}
          />
          <TextField
            key={`orderNumber-${values.orderNumber}`}
            id="contact-orderNumber"
            name="orderNumber"
            label={text.orderNumber}
            hint={text.orderHint}
            defaultValue={values.orderNumber}
            error={errors.orderNumber}
            maxLength={40}
          />
        </div>
        <Select
          id="contact-category"
          name="category"
          label={text.category}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value)}
          error={errors.category}
          required
        >
          <option value="">{text.chooseCategory}</option>
          {categories.map((entry) => (
            <option key={entry.category} value={entry.category}>
              {entry.label}
            </option>
          ))}
        </Select>
        <Select
          key={`subject-${hydrated ? category : 'all'}-${values.subject}`}
          id="contact-subject"
          name="subject"
          label={text.subject}
          defaultValue={values.category === category ? values.subject : ''}
          error={errors.subject}
          required
        >
          <option value="">{text.chooseSubject}</option>
          {subjectGroups.map((entry) => (
            <optgroup key={entry.category} label={entry.label}>
              {entry.subjects.map((subject) => (
                <option key={subject.subject} value={subject.subject}>
                  {subject.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
        <MessageField defaultValue={values.message} error={errors.message} />
        <Button type="submit" disabled={sending}>
          {sending ? text.sending : text.send}
        </Button>
      </Form>
    </div>
  );
}

/** The message box: a textarea drawn like the design system's text fields, its hint and error read out with it. */
function MessageField({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  const text = useContactText();
  const describedBy = ['contact-message-hint', error ? 'contact-message-error' : null].filter(Boolean).join(' ');
  return (
    <div className={`sb-field sb-field--md${error ? ' sb-field--invalid' : ''}`}>
      <span className="sb-field__label">
        <label htmlFor="contact-message">{text.message}</label>
        <span className="sb-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <p id="contact-message-hint" className="sb-field__hint">
        {text.messageHint}
      </p>
      <div className="sb-text-field__box">
        <textarea
          key={defaultValue}
          id="contact-message"
          name="message"
          className="sb-text-field__input contact-form__message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          defaultValue={defaultValue}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {error ? (
        <p id="contact-message-error" className="sb-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
