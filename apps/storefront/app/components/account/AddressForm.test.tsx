// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FormOutcome } from '../../lib/accountForms';
import { AddressForm } from './AddressForm';

/** The fields the server-drawn page marks `autofocus`, by name. */
function autofocused(outcome: FormOutcome | undefined): string[] {
  const Stub = createRoutesStub([
    {
      path: '/:locale/account/addresses',
      Component: () => <AddressForm idPrefix="new-address" values={{ country: 'US' }} outcome={outcome} />,
    },
  ]);
  const html = renderToString(<Stub initialEntries={['/en-us/account/addresses']} />);
  return [...html.matchAll(/<(?:input|select)[^>]*autofocus=""[^>]*>/gu)].map(
    (match) => /name="([^"]+)"/u.exec(match[0])?.[1] ?? '?',
  );
}

describe('AddressForm without JavaScript', () => {
  it('opens a refused form on its first field to correct, and only that one', () => {
    const refusal = (errors: Record<string, string>): FormOutcome => ({ form: 'address-add', ok: false, errors });
    expect(autofocused(refusal({ postalCode: 'Enter a 5-digit ZIP code.', city: 'This field is required' }))).toEqual([
      'city',
    ]);
    expect(autofocused(refusal({ phone: 'This field is required' }))).toEqual(['phone']);
  });

  it('takes focus from nothing when the form was not refused (or another form was)', () => {
    expect(autofocused(undefined)).toEqual([]);
    expect(autofocused({ form: 'profile', ok: false, errors: { firstName: 'Name is not valid.' } })).toEqual([]);
  });
});
