import type { Database } from '../db/openDatabase';
import {
  consumerAddresses,
  consumerCredentials,
  consumerPaymentInstruments,
  consumerProfiles,
  consumerProgrammes,
  consumers,
  consumerSubscriptions,
  storeEmployees,
} from '../db/schema';
import { demoAccounts, demoAssociates } from './demoAccounts';

type Executor = Pick<Database, 'insert'>;

/**
 * Writes the demo accounts and store associates of the README. Part of `seedDatabase`, inside its transaction.
 * @returns The consumer number of each demo account by key (`registered`, `loyalty`, `employee`, …).
 * @example
 * const numbers = await seedAccounts(tx, new Date());
 */
export async function seedAccounts(tx: Executor, now: Date): Promise<Record<string, string>> {
  const numbers: Record<string, string> = {};
  for (const account of demoAccounts) {
    const [consumer] = await tx
      .insert(consumers)
      .values({
        consumerType: account.consumerType,
        memberId: account.memberId ?? null,
        isEmployeeDiscountTcAccepted: account.isEmployeeDiscountTcAccepted ?? false,
        createdAt: now,
      })
      .returning({ consumerNo: consumers.consumerNo });
    if (!consumer) throw new Error(`Demo account ${account.key} was not created`);
    const { consumerNo } = consumer;
    numbers[account.key] = consumerNo;
    await tx.insert(consumerProfiles).values({
      consumerNo,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? null,
      phoneCode: account.phoneCode ?? null,
      phoneE164: account.phoneE164 ?? null,
      postalCode: account.postalCode ?? null,
      birthDate: account.birthDate ?? null,
      gender: account.gender ?? null,
      countryCode: account.countryCode,
      siteId: account.siteId,
      interests: account.interests ?? '',
      preferredShoeSize: account.preferredShoeSize ?? null,
      acquisitionType: 'Seed',
      isLoyaltyMember: account.loyalty !== undefined,
      loyaltyOptInDate: account.loyalty ? new Date(account.loyalty.optInDate) : null,
      loyaltyPoints: account.loyalty?.points ?? 0,
      termsConfirmedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(consumerCredentials)
      .values({ consumerNo, passwordHash: account.passwordHash, passwordChangedAt: now });
    if (account.addresses?.length) {
      await tx.insert(consumerAddresses).values(
        account.addresses.map((address, index) => ({
          consumerNo,
          ...address,
          addressLine2: address.addressLine2 ?? null,
          email: account.email,
          phoneCode: '+1',
          isValidated: true,
          // Keeps the seeded order stable when addresses are listed by creation time.
          createdAt: new Date(now.getTime() + index),
          updatedAt: now,
        })),
      );
    }
    if (account.instruments?.length) {
      await tx
        .insert(consumerPaymentInstruments)
        .values(account.instruments.map((entry) => ({ consumerNo, ...entry, createdAt: now })));
    }
    if (account.programmes?.length) {
      await tx.insert(consumerProgrammes).values(account.programmes.map((entry) => ({ consumerNo, ...entry })));
    }
    if (account.subscriptions?.length) {
      await tx.insert(consumerSubscriptions).values(
        account.subscriptions.map((entry) => ({
          consumerNo,
          ...entry,
          optin: true,
          doubleOptin: true,
          recipient: account.email,
          country: account.countryCode,
          optinDate: now,
          updatedAt: now,
        })),
      );
    }
  }
  await tx.insert(storeEmployees).values([...demoAssociates]);
  return numbers;
}
