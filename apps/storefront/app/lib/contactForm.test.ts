import { describe, expect, it } from 'vitest';
import { contactValuesOf, validateContact, type ContactCategory } from './contactForm';

const categories: ContactCategory[] = [
  {
    category: 'orders',
    label: 'Orders and delivery',
    subjects: [{ subject: 'order-status', label: 'Where is my order?' }],
  },
  { category: 'products', label: 'Products', subjects: [{ subject: 'sizing', label: 'Sizing and fit' }] },
];

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    firstName: 'Robin',
    lastName: 'Hale',
    email: 'robin@example.com',
    category: 'orders',
    subject: 'order-status',
    message: 'Where is order SB1001?',
    ...fields,
  }))
    data.set(name, value);
  return contactValuesOf(data);
}

describe('validateContact', () => {
  it('accepts a complete form, trimmed, with the optional fields empty', () => {
    const values = form({ firstName: '  Robin ' });
    expect(values.firstName).toBe('Robin');
    expect(values.phone).toBe('');
    expect(validateContact(values, categories, 'en-us')).toEqual({});
  });

  it('words each field error as commerce-core §5 does', () => {
    expect(
      validateContact(
        form({
          firstName: ' ',
          lastName: 'H4le',
          email: 'robin@trail',
          phone: '12',
          category: '',
          subject: '',
          message: '',
        }),
        categories,
        'en-us',
      ),
    ).toEqual({
      firstName: 'This field is required',
      lastName: 'Name is not valid.',
      email: 'Email is not valid',
      phone: expect.any(String),
      category: expect.any(String),
      subject: expect.any(String),
      message: 'This field is required',
    });
  });

  it('refuses a short message and a subject of another topic, in the page language', () => {
    expect(validateContact(form({ message: 'Help!', subject: 'sizing' }), categories, 'en-us')).toEqual({
      message: 'Write at least 10 characters.',
      subject: 'Choose a subject of this topic.',
    });
    expect(validateContact(form({ message: 'Aide', category: 'unknown' }), categories, 'fr-ca')).toEqual({
      message: 'Écrivez au moins 10 caractères.',
      category: 'Choisissez un sujet',
    });
  });
});
