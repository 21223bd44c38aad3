import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { consumerProfiles, consumerSubscriptions } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { toSubscriptionJson } from './toProfileJson';
import type { SubscriptionJson } from './toProfileJson';

/** One requested subscription change. SMS goes to the given phone (E.164) or the profile's. */
export interface SubscriptionChange {
  type: 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty';
  channel: 'email' | 'sms';
  optin: boolean;
  phoneE164?: string | undefined;
  category?: string | undefined;
  region?: string | undefined;
}

/** What the newsletter call answers. */
export interface NewsletterResult {
  subscribed: boolean;
  alreadySubscribed: boolean;
  email: string;
  campaignName: string;
}

/**
 * Newsletter, loyalty-newsletter and loyalty subscriptions by channel (spec §3 "Subscription"), and the newsletter
 * sign-up of content-blocks §7, which works for guests too.
 * @example
 * await new SubscriptionService(db, clock).change('C100000001', [{ type: 'Newsletter', channel: 'sms', optin: true }]);
 */
export class SubscriptionService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The consumer's subscriptions. */
  async list(consumerNo: string): Promise<SubscriptionJson[]> {
    const rows = await this.db
      .select()
      .from(consumerSubscriptions)
      .where(eq(consumerSubscriptions.consumerNo, consumerNo))
      .orderBy(asc(consumerSubscriptions.type), asc(consumerSubscriptions.channel));
    return rows.map(toSubscriptionJson);
  }

  /**
   * Opts in or out, creating the subscription when needed. E-mail subscriptions always go to the account's own
   * address; SMS needs a phone number (given, or the profile's), else 400.
   */
  async change(consumerNo: string, changes: readonly SubscriptionChange[]): Promise<SubscriptionJson[]> {
    const [profile] = await this.db
      .select()
      .from(consumerProfiles)
      .where(eq(consumerProfiles.consumerNo, consumerNo))
      .limit(1);
    if (!profile) throw new ApiError(404, 'PRO404', 'Profile not found');
    await this.db.transaction(async (tx) => {
      for (const change of changes) {
        const recipient = change.channel === 'email' ? profile.email : (change.phoneE164 ?? profile.phoneE164);
        if (!recipient) throw new ApiError(400, 'API400', 'Field "phone": an SMS subscription needs a phone number');
        await this.upsert(tx, consumerNo, { ...change, recipient, country: profile.countryCode, campaignName: null });
      }
    });
    return this.list(consumerNo);
  }

  /**
   * The newsletter call: opts the session's consumer in (or out) by e-mail. A signed-in consumer always uses the
   * account e-mail (the form locks it); a guest must give one.
   */
  async newsletter(
    consumerNo: string,
    input: { optIn: boolean; campaignName: string; email?: string | undefined; country: string },
  ): Promise<NewsletterResult> {
    const [profile] = await this.db
      .select()
      .from(consumerProfiles)
      .where(eq(consumerProfiles.consumerNo, consumerNo))
      .limit(1);
    const email = profile?.email ?? input.email;
    if (!email) throw new ApiError(400, 'API400', 'Field "email" is required');
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(consumerSubscriptions)
        .where(
          and(
            eq(consumerSubscriptions.consumerNo, consumerNo),
            eq(consumerSubscriptions.type, 'Newsletter'),
            eq(consumerSubscriptions.channel, 'email'),
          ),
        )
        .limit(1);
      const alreadySubscribed = input.optIn && existing?.optin === true && existing.recipient === email;
      if (!alreadySubscribed) {
        await this.upsert(tx, consumerNo, {
          type: 'Newsletter',
          channel: 'email',
          optin: input.optIn,
          recipient: email,
          country: profile?.countryCode ?? input.country,
          campaignName: input.campaignName,
        });
      }
      return { subscribed: input.optIn, alreadySubscribed, email, campaignName: input.campaignName };
    });
  }

  private async upsert(
    tx: Pick<Database, 'insert'>,
    consumerNo: string,
    entry: Omit<SubscriptionChange, 'phoneE164'> & {
      recipient: string;
      country: string | null;
      campaignName: string | null;
    },
  ): Promise<void> {
    const now = this.now();
    const dates = entry.optin ? { optinDate: now, optoutDate: null } : { optoutDate: now };
    await tx
      .insert(consumerSubscriptions)
      .values({
        consumerNo,
        type: entry.type,
        channel: entry.channel,
        optin: entry.optin,
        recipient: entry.recipient,
        category: entry.category ?? null,
        region: entry.region ?? null,
        country: entry.country,
        campaignName: entry.campaignName,
        ...dates,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [consumerSubscriptions.consumerNo, consumerSubscriptions.type, consumerSubscriptions.channel],
        set: {
          optin: entry.optin,
          recipient: entry.recipient,
          ...(entry.category !== undefined ? { category: entry.category } : {}),
          ...(entry.region !== undefined ? { region: entry.region } : {}),
          ...(entry.campaignName ? { campaignName: entry.campaignName } : {}),
          // A changed address or a new opt-in has to be confirmed again.
          doubleOptin: sql`case when ${consumerSubscriptions.recipient} = ${entry.recipient} and ${entry.optin} then ${consumerSubscriptions.doubleOptin} else false end`,
          ...dates,
          updatedAt: now,
        },
      });
  }
}
