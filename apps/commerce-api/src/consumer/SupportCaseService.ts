import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { eventRegistrations, supportCasePhotos, supportCases } from '../db/schema';
import type { WarrantyPhoto } from './warrantyPhotos';
import { isFrench } from '../sites/language';

/** Contact-us categories and their subjects (`GET /consumers-v3/contactus/categorySubject`). */
export const CONTACT_CATEGORIES = [
  {
    category: 'orders',
    label: 'Orders and delivery',
    subjects: [
      { subject: 'order-status', label: 'Where is my order?' },
      { subject: 'change-order', label: 'Change or cancel an order' },
      { subject: 'delivery-problem', label: 'Delivery problem' },
    ],
  },
  {
    category: 'returns',
    label: 'Returns and refunds',
    subjects: [
      { subject: 'start-return', label: 'Start a return' },
      { subject: 'refund-status', label: 'Refund status' },
    ],
  },
  {
    category: 'products',
    label: 'Products',
    subjects: [
      { subject: 'sizing', label: 'Sizing and fit' },
      { subject: 'product-care', label: 'Product care' },
      { subject: 'warranty', label: 'Warranty and repairs' },
    ],
  },
  {
    category: 'account',
    label: 'Account and loyalty',
    subjects: [
      { subject: 'sign-in', label: 'Signing in' },
      { subject: 'loyalty-points', label: 'Loyalty points and vouchers' },
      { subject: 'privacy', label: 'Privacy and my data' },
    ],
  },
] as const;

/** The contact-us labels in Canadian French, by their English label. */
const FRENCH_CONTACT_LABELS: Readonly<Record<string, string>> = {
  'Orders and delivery': 'Commandes et livraison',
  'Where is my order?': 'Où est ma commande\u00a0?',
  'Change or cancel an order': 'Modifier ou annuler une commande',
  'Delivery problem': 'Problème de livraison',
  'Returns and refunds': 'Retours et remboursements',
  'Start a return': 'Faire un retour',
  'Refund status': 'État d’un remboursement',
  Products: 'Produits',
  'Sizing and fit': 'Tailles et ajustement',
  'Product care': 'Entretien des produits',
  'Warranty and repairs': 'Garantie et réparations',
  'Account and loyalty': 'Compte et fidélité',
  'Signing in': 'Connexion',
  'Loyalty points and vouchers': 'Points et bons de fidélité',
  'Privacy and my data': 'Confidentialité et mes données',
};

/**
 * {@link CONTACT_CATEGORIES} labelled in `locale` (`fr…` in French; the codes never change).
 * @example
 * contactCategoriesIn('fr-ca')[0].label; // 'Commandes et livraison'
 */
export function contactCategoriesIn(locale: string) {
  if (!isFrench(locale)) return CONTACT_CATEGORIES;
  const french = (label: string) => FRENCH_CONTACT_LABELS[label] ?? label;
  return CONTACT_CATEGORIES.map((entry) => ({
    ...entry,
    label: french(entry.label),
    subjects: entry.subjects.map((item) => ({ ...item, label: french(item.label) })),
  }));
}

/** Whether a category and subject pair is one of {@link CONTACT_CATEGORIES}. */
export function isContactSubject(category: string, subject: string): boolean {
  return CONTACT_CATEGORIES.some(
    (entry) => entry.category === category && entry.subjects.some((item) => item.subject === subject),
  );
}

/**
 * Support cases (warranty claims, contact-us messages) and event registrations: records a person asked for.
 * @example
 * const { caseNumber } = await new SupportCaseService(db, clock).open({ kind: 'contact', email, payload });
 */
export class SupportCaseService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Opens a case and returns its number (`CS500001`, …). */
  async open(input: {
    kind: 'warranty' | 'contact';
    consumerNo?: string | undefined;
    email: string;
    category?: string | undefined;
    subject?: string | undefined;
    payload: Record<string, unknown>;
  }): Promise<{ caseNumber: string; status: 'OPEN'; createdAt: string }> {
    const createdAt = this.now();
    const [row] = await this.db
      .insert(supportCases)
      .values({
        kind: input.kind,
        consumerNo: input.consumerNo ?? null,
        email: input.email,
        category: input.category ?? null,
        subject: input.subject ?? null,
        payload: input.payload,
        createdAt,
      })
      .returning({ caseNumber: supportCases.caseNumber });
    if (!row) throw new Error('Support case was not created');
    return { caseNumber: row.caseNumber, status: 'OPEN', createdAt: createdAt.toISOString() };
  }

  /**
   * Opens a warranty case with its photos, in one transaction (a case never lacks a photo it was sent with).
   * @returns The case, with each photo's id, type and size.
   */
  async openWarranty(input: {
    consumerNo: string;
    email: string;
    payload: Record<string, unknown>;
    photos: WarrantyPhoto[];
  }) {
    const createdAt = this.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(supportCases)
        .values({
          kind: 'warranty',
          consumerNo: input.consumerNo,
          email: input.email,
          category: 'products',
          subject: 'warranty',
          payload: input.payload,
          createdAt,
        })
        .returning({ caseNumber: supportCases.caseNumber });
      if (!row) throw new Error('Support case was not created');
      const photos =
        input.photos.length === 0
          ? []
          : await tx
              .insert(supportCasePhotos)
              .values(
                input.photos.map((photo, position) => ({
                  caseNumber: row.caseNumber,
                  position,
                  fileName: photo.fileName,
                  contentType: photo.contentType,
                  byteSize: photo.data.length,
                  data: photo.data,
                  createdAt,
                })),
              )
              .returning({
                id: supportCasePhotos.id,
                fileName: supportCasePhotos.fileName,
                contentType: supportCasePhotos.contentType,
                size: supportCasePhotos.byteSize,
              });
      return { caseNumber: row.caseNumber, status: 'OPEN' as const, createdAt: createdAt.toISOString(), photos };
    });
  }

  /**
   * Registers the consumer for an event, or updates the registration (days, plus-one) when there is one.
   * @returns The registration and whether it is new.
   */
  async registerForEvent(consumerNo: string, eventId: string, payload: Record<string, unknown>) {
    const registeredAt = this.now();
    const [existing] = await this.db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.consumerNo, consumerNo), eq(eventRegistrations.eventId, eventId)))
      .limit(1);
    const [row] = await this.db
      .insert(eventRegistrations)
      .values({ consumerNo, eventId, payload, registeredAt })
      .onConflictDoUpdate({
        target: [eventRegistrations.consumerNo, eventRegistrations.eventId],
        set: { payload, registeredAt },
      })
      .returning();
    if (!row) throw new Error('Event registration was not stored');
    return {
      created: !existing,
      registration: { registrationId: row.id, eventId, status: 'REGISTERED' as const, ...payload },
    };
  }
}
