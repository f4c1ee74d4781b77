import type { Kysely, Selectable } from 'kysely';
import type { Database, NewsletterSubscriptionsTable } from '../schema';

export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>;

export interface NewsletterConsent {
  text: string;
  version: string;
  at: string;
}

/** Visitors' newsletter subscriptions (issue 31), one row per address. */
export function createNewsletterRepository(db: Kysely<Database>) {
  return {
    async byEmail(email: string): Promise<NewsletterSubscriptionRow | undefined> {
      return db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async byId(id: number): Promise<NewsletterSubscriptionRow | undefined> {
      return db.selectFrom('newsletter_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * A sign-up of an address that has no active subscription: it waits for confirmation again with the consent just
     * given (a second sign-up racing the first updates the same row). The row's id.
     */
    async request(email: string, consent: NewsletterConsent): Promise<number> {
      const fields = { status: 'pending' as const, consent_text: consent.text, consent_version: consent.version, consented_at: consent.at, unsubscribed_at: null, updated_at: consent.at };
      const row = await db
        .insertInto('newsletter_subscriptions')
        .values({ email, ...fields, created_at: consent.at })
        .onConflict((oc) => oc.column('email').doUpdateSet(fields).where('newsletter_subscriptions.status', '!=', 'active'))
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? (await this.byEmail(email))!.id;
    },

    /** Waiting becomes active; whether it did. */
    async activate(id: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('newsletter_subscriptions')
        .set({ status: 'active', confirmed_at: nowIso, updated_at: nowIso })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Ends the subscription (waiting or active); an ended one stays as it ended. */
    async unsubscribe(id: number, nowIso: string): Promise<void> {
      await db
        .updateTable('newsletter_subscriptions')
        .set({ status: 'unsubscribed', unsubscribed_at: nowIso, updated_at: nowIso })
        .where('id', '=', id)
        .where('status', '!=', 'unsubscribed')
        .execute();
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
