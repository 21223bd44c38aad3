import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { consumerProfiles, consumerProgrammes, consumers, consumerSubscriptions } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { AddressService } from './AddressService';
import { isPartiallyEnrolled, toProfileJson } from './toProfileJson';
import type { ProfileJson, ProfileParts } from './toProfileJson';

/** The profile fields an update may change (already validated and normalised by the route). */
export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: { phone: string; phoneCode: string | null; e164: string } | undefined;
  postalCode?: string | undefined;
  birthDate?: string | undefined;
  gender?: string | undefined;
  countryCode?: string | undefined;
  interests?: string | undefined;
  preferredShoeSize?: string | null | undefined;
  acceptEmployeeTerms?: boolean | undefined;
}

/** What `retrieveUserData` answers: the facts segments and analytics use, no personal data in clear. */
export interface UserData {
  consumerId: string;
  consumerType: string;
  isLoggedIn: boolean;
  memberId: string | null;
  isLoyaltyMember: boolean;
  loyaltyPoints: number;
  isEmployee: boolean;
  isEmployeeDiscountTCAccepted: boolean;
  isAthlete: boolean;
  identityTypes: string[];
  /** SHA-256 of the lower-cased e-mail, for analytics matching without sending the address. */
  hashedEmail: string | null;
  country: string | null;
  newsletterSubscribed: boolean;
}

const profileNotFound = () => new ApiError(404, 'PRO404', 'Profile not found');

/**
 * Reads and changes consumer profiles (spec §3 "Consumer profile"), looks accounts up for the sign-in flow and
 * answers the user data used for segments and analytics.
 * @example
 * const profile = await new ConsumerService(db, clock).getProfile('C100000001', { includeLoyaltySummary: true });
 */
export class ConsumerService {
  private readonly addresses: AddressService;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {
    this.addresses = new AddressService(db, now);
  }

  /** The profile of a registered consumer; 404 PRO404 when the consumer has none (a guest). */
  async getProfile(consumerNo: string, options: { includeLoyaltySummary?: boolean } = {}): Promise<ProfileJson> {
    return toProfileJson(await this.parts(consumerNo), options);
  }

  /**
   * Applies profile changes in one transaction. A phone number used by another account answers 409
   * PHONE_NUMBER_ALREADY_IN_USE2 (then AUT444); the
   * employee terms can only be accepted by an employee.
   */
  async updateProfile(consumerNo: string, changes: ProfileChanges): Promise<ProfileJson> {
    await this.db.transaction(async (tx) => {
      const [consumer] = await tx.select().from(consumers).where(eq(consumers.consumerNo, consumerNo)).limit(1);
      if (!consumer) throw profileNotFound();
      if (changes.phone) {
        const [other] = await tx
          .select({ consumerNo: consumerProfiles.consumerNo })
          .from(consumerProfiles)
          .where(and(eq(consumerProfiles.phoneE164, changes.phone.e164), ne(consumerProfiles.consumerNo, consumerNo)))
          .limit(1);
        if (other)
          throw new ApiError(409, 'AUT444', 'This phone number is already used by another account', {
            named: 'PHONE_NUMBER_ALREADY_IN_USE2',
          });
      }
      if (changes.acceptEmployeeTerms) {
        if (consumer.consumerType !== 'EMPLOYEE') {
          throw new ApiError(
            400,
            'API400',
            'Field "consumerProfile.isEmployeeDiscountTCAccepted": only employees accept these terms',
          );
        }
        await tx
          .update(consumers)
          .set({ isEmployeeDiscountTcAccepted: true })
          .where(eq(consumers.consumerNo, consumerNo));
      }
      const set = {
        ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
        ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
        ...(changes.phone
          ? { phone: changes.phone.phone, phoneCode: changes.phone.phoneCode, phoneE164: changes.phone.e164 }
          : {}),
        ...(changes.postalCode !== undefined ? { postalCode: changes.postalCode } : {}),
        ...(changes.birthDate !== undefined ? { birthDate: changes.birthDate } : {}),
        ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
        ...(changes.countryCode !== undefined ? { countryCode: changes.countryCode } : {}),
        ...(changes.interests !== undefined ? { interests: changes.interests } : {}),
        ...(changes.preferredShoeSize !== undefined ? { preferredShoeSize: changes.preferredShoeSize } : {}),
      };
      const [updated] = await tx
        .update(consumerProfiles)
        .set({ ...set, updatedAt: this.now() })
        .where(eq(consumerProfiles.consumerNo, consumerNo))
        .returning({ consumerNo: consumerProfiles.consumerNo });
      if (!updated) throw profileNotFound();
    });
    return this.getProfile(consumerNo);
  }

  /** Stores notification preferences (merged into the existing ones) and returns them all. */
  async setNotificationPreferences(
    consumerNo: string,
    preferences: Record<string, boolean>,
  ): Promise<Record<string, boolean>> {
    const { profile } = await this.parts(consumerNo);
    const merged = { ...profile.notificationPreferences, ...preferences };
    await this.db
      .update(consumerProfiles)
      .set({ notificationPreferences: merged, updatedAt: this.now() })
      .where(eq(consumerProfiles.consumerNo, consumerNo));
    return merged;
  }

  /** Whether an e-mail belongs to an account, for the lookup step of sign-in (spec §2). */
  async lookup(email: string): Promise<{ email: string; exists: boolean }> {
    const [row] = await this.db
      .select({ consumerNo: consumerProfiles.consumerNo })
      .from(consumerProfiles)
      .where(eq(consumerProfiles.email, email))
      .limit(1);
    return { email, exists: row !== undefined };
  }

  /**
   * Pre-fill data for sign-up from a consumer id and e-mail that must both match (spec §2 query `consumerId`,
   * `email`); anything else answers 404 PRO404, so neither can be probed alone.
   */
  async retrieve(consumerId: string, email: string) {
    const [row] = await this.db
      .select()
      .from(consumerProfiles)
      .where(and(eq(consumerProfiles.consumerNo, consumerId), eq(consumerProfiles.email, email)))
      .limit(1);
    if (!row) throw profileNotFound();
    return {
      consumerId: row.consumerNo,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      postalCode: row.postalCode,
      isPartiallyEnrolled: isPartiallyEnrolled(row),
    };
  }

  /** The facts segments and analytics need about whoever holds the session, guest or registered. */
  async userData(consumerNo: string, guestEmail?: string): Promise<UserData> {
    const [consumer] = await this.db.select().from(consumers).where(eq(consumers.consumerNo, consumerNo)).limit(1);
    if (!consumer) throw profileNotFound();
    const [profile] = await this.db
      .select()
      .from(consumerProfiles)
      .where(eq(consumerProfiles.consumerNo, consumerNo))
      .limit(1);
    const programmes = await this.db
      .select()
      .from(consumerProgrammes)
      .where(eq(consumerProgrammes.consumerNo, consumerNo));
    const subscriptions = await this.db
      .select()
      .from(consumerSubscriptions)
      .where(eq(consumerSubscriptions.consumerNo, consumerNo));
    const email = profile?.email ?? guestEmail?.toLowerCase();
    return {
      consumerId: consumerNo,
      consumerType: consumer.consumerType,
      isLoggedIn: consumer.consumerType !== 'GUEST',
      memberId: consumer.memberId,
      isLoyaltyMember: profile?.isLoyaltyMember ?? false,
      loyaltyPoints: profile?.loyaltyPoints ?? 0,
      isEmployee: consumer.consumerType === 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTcAccepted,
      isAthlete: programmes.some((entry) => entry.programme === 'ATHLETE'),
      identityTypes: programmes
        .filter((entry) => entry.programme === 'WRANX' || entry.programme === 'IPA')
        .map((entry) => entry.programme),
      hashedEmail: email ? createHash('sha256').update(email).digest('hex') : null,
      country: profile?.countryCode ?? null,
      newsletterSubscribed: subscriptions.some(
        (entry) => entry.type === 'Newsletter' && entry.channel === 'email' && entry.optin,
      ),
    };
  }

  private async parts(consumerNo: string): Promise<ProfileParts> {
    const [row] = await this.db
      .select({ consumer: consumers, profile: consumerProfiles })
      .from(consumers)
      .innerJoin(consumerProfiles, eq(consumerProfiles.consumerNo, consumers.consumerNo))
      .where(eq(consumers.consumerNo, consumerNo))
      .limit(1);
    if (!row) throw profileNotFound();
    const [addresses, programmes, subscriptions] = await Promise.all([
      this.addresses.list(consumerNo),
      this.db.select().from(consumerProgrammes).where(eq(consumerProgrammes.consumerNo, consumerNo)),
      this.db.select().from(consumerSubscriptions).where(eq(consumerSubscriptions.consumerNo, consumerNo)),
    ]);
    return { ...row, addresses, programmes, subscriptions };
  }
}
