import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { consumerAddresses } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { AddressRow } from './toAddressJson';

/** A consumer may keep this many addresses; enough for any shopper, bounded for the database. */
export const MAX_ADDRESSES = 50;

/** The writable fields of an address. */
export type AddressFields = Omit<
  typeof consumerAddresses.$inferInsert,
  'id' | 'consumerNo' | 'createdAt' | 'updatedAt'
>;

type Executor = Pick<Database, 'select' | 'update'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new ApiError(404, 'PRO404', 'Address not found', { named: 'ADDRESS_NOT_FOUND' });

/**
 * The address book with the main-flag rules of spec §4: the first address of a type (shipping S, billing B) becomes
 * main; making one main takes the flag from the previous one of that type. So that a type with addresses always has
 * a main one, deleting or un-flagging the main address passes the flag to the oldest remaining one of its type.
 * @example
 * const address = await new AddressService(db, clock).create('C100000001', { approachType: 'S', … });
 */
export class AddressService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The consumer's addresses, oldest first. */
  list(consumerNo: string): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(consumerAddresses)
      .where(eq(consumerAddresses.consumerNo, consumerNo))
      .orderBy(asc(consumerAddresses.createdAt), asc(consumerAddresses.id));
  }

  /** Adds an address; main when asked or when it is the first of its type. */
  async create(consumerNo: string, fields: AddressFields): Promise<AddressRow> {
    return this.db.transaction(async (tx) => {
      // Serialises address changes of one consumer, so two first addresses cannot both become main.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${consumerNo}`}))`);
      const [total] = await tx
        .select({ n: count() })
        .from(consumerAddresses)
        .where(eq(consumerAddresses.consumerNo, consumerNo));
      if ((total?.n ?? 0) >= MAX_ADDRESSES) {
        throw new ApiError(400, 'API400', `An account keeps at most ${MAX_ADDRESSES} addresses`);
      }
      const [sameType] = await tx
        .select({ n: count() })
        .from(consumerAddresses)
        .where(
          and(eq(consumerAddresses.consumerNo, consumerNo), eq(consumerAddresses.approachType, fields.approachType)),
        );
      const main = fields.main === true || (sameType?.n ?? 0) === 0;
      if (main) await this.clearMain(tx, consumerNo, fields.approachType);
      const now = this.now();
      // Never earlier than the consumer's last address, so creation order survives a clock that stands still.
      const [last] = await tx
        .select({ at: max(consumerAddresses.createdAt) })
        .from(consumerAddresses)
        .where(eq(consumerAddresses.consumerNo, consumerNo));
      const createdAt = last?.at && last.at >= now ? new Date(last.at.getTime() + 1) : now;
      const [row] = await tx
        .insert(consumerAddresses)
        .values({ ...fields, consumerNo, main, createdAt, updatedAt: now })
        .returning();
      if (!row) throw new Error('Address was not created');
      return row;
    });
  }

  /** Changes an address (only the given fields); `main: true` moves the flag to it. */
  async update(consumerNo: string, addressId: string, fields: Partial<AddressFields>): Promise<AddressRow> {
    if (!UUID.test(addressId)) throw notFound();
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${consumerNo}`}))`);
      const current = await this.find(tx, consumerNo, addressId);
      const type = fields.approachType ?? current.approachType;
      const typeChanged = type !== current.approachType;
      let main = current.main && !typeChanged;
      if (fields.main === true) main = true;
      else if (fields.main === false) main = false;
      else if (typeChanged && !(await this.hasAny(tx, consumerNo, type, addressId))) main = true;
      // The only address of its type stays main whatever was asked.
      if (!main && !(await this.hasAny(tx, consumerNo, type, addressId))) main = true;
      if (main) await this.clearMain(tx, consumerNo, type);
      const [row] = await tx
        .update(consumerAddresses)
        .set({ ...fields, approachType: type, main, updatedAt: this.now() })
        .where(eq(consumerAddresses.id, addressId))
        .returning();
      if (!row) throw notFound();
      if (current.main && (!main || typeChanged)) await this.promoteOldest(tx, consumerNo, current.approachType);
      return row;
    });
  }

  /** Deletes an address; when it was main, the oldest remaining one of its type becomes main. */
  async remove(consumerNo: string, addressId: string): Promise<void> {
    if (!UUID.test(addressId)) throw notFound();
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${consumerNo}`}))`);
      const current = await this.find(tx, consumerNo, addressId);
      await tx.delete(consumerAddresses).where(eq(consumerAddresses.id, addressId));
      if (current.main) await this.promoteOldest(tx, consumerNo, current.approachType);
    });
  }

  private async find(tx: Executor, consumerNo: string, addressId: string): Promise<AddressRow> {
    const [row] = await tx
      .select()
      .from(consumerAddresses)
      .where(and(eq(consumerAddresses.id, addressId), eq(consumerAddresses.consumerNo, consumerNo)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  private async hasAny(tx: Executor, consumerNo: string, type: 'S' | 'B', except: string): Promise<boolean> {
    const [other] = await tx
      .select({ id: consumerAddresses.id })
      .from(consumerAddresses)
      .where(
        and(
          eq(consumerAddresses.consumerNo, consumerNo),
          eq(consumerAddresses.approachType, type),
          ne(consumerAddresses.id, except),
        ),
      )
      .limit(1);
    return other !== undefined;
  }

  private async clearMain(tx: Executor, consumerNo: string, type: 'S' | 'B'): Promise<void> {
    await tx
      .update(consumerAddresses)
      .set({ main: false, updatedAt: this.now() })
      .where(
        and(
          eq(consumerAddresses.consumerNo, consumerNo),
          eq(consumerAddresses.approachType, type),
          eq(consumerAddresses.main, true),
        ),
      );
  }

  private async promoteOldest(tx: Executor, consumerNo: string, type: 'S' | 'B'): Promise<void> {
    const [hasMain] = await tx
      .select({ id: consumerAddresses.id })
      .from(consumerAddresses)
      .where(
        and(
          eq(consumerAddresses.consumerNo, consumerNo),
          eq(consumerAddresses.approachType, type),
          eq(consumerAddresses.main, true),
        ),
      )
      .limit(1);
    if (hasMain) return;
    const [oldest] = await tx
      .select({ id: consumerAddresses.id })
      .from(consumerAddresses)
      .where(and(eq(consumerAddresses.consumerNo, consumerNo), eq(consumerAddresses.approachType, type)))
      .orderBy(asc(consumerAddresses.createdAt), asc(consumerAddresses.id))
      .limit(1);
    if (oldest) await tx.update(consumerAddresses).set({ main: true }).where(eq(consumerAddresses.id, oldest.id));
  }
}
