import type { Db, Trx } from 'server/db/database.ts';

/**
 * A signed-in person's e-mail subscriptions. The footer's "updates" list (the subscribers table, by address) is the
 * topic `updates`, so the footer and the account page say the same thing; other topics are kept per user.
 */

/**
 * The topics offered, in order: the footer's updates first. Marketing topics are off until chosen; service topics
 * (mail about the person's own loan that they may do without) are on until turned off. Mail that must reach them
 * (a decision, a request for documents, sign-in codes) is no topic.
 */
export const SUBSCRIPTION_TOPICS = [
  { code: 'updates', label: 'Rate news and home-buying tips', marketing: true },
  { code: 'rate-alerts', label: 'Rate alerts when rates drop', marketing: true },
  { code: 'offers', label: 'Offers and programs from Harbor Oak Mortgage', marketing: true },
  { code: 'loan-updates', label: 'An e-mail when my loan moves to its next step', marketing: false },
] as const;

/** A service topic's code. */
export type ServiceTopic = 'loan-updates';

/** One row of the spec's subscription list: subid, label, statusid (1 on, 0 off). */
export interface SubscriptionItem {
  subid: number;
  label: string;
  statusid: 0 | 1;
}

/** Writes the topics when missing (their ids are the subid the page sends back). */
export async function seedSubscriptionTopics(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    for (const [sort, topic] of SUBSCRIPTION_TOPICS.entries()) {
      await trx('subscription_topics')
        .insert({ code: topic.code, label: topic.label, marketing: topic.marketing, sort })
        .onConflict('code')
        .merge(['label', 'marketing', 'sort']);
    }
  });
}

interface TopicRow {
  id: number;
  code: string;
  label: string;
  marketing: boolean;
}

async function topics(db: Db | Trx): Promise<TopicRow[]> {
  return (await db('subscription_topics').orderBy('sort')) as TopicRow[];
}

/** The person's subscriptions: every topic, on or off (marketing topics are off until chosen). */
export async function subscriptionsOf(db: Db | Trx, user: { id: number; email: string }): Promise<SubscriptionItem[]> {
  const chosen = new Map(
    ((await db('user_subscriptions').where({ user_id: user.id })) as { topic_id: number; status: number }[]).map(
      (row) => [row.topic_id, row.status],
    ),
  );
  const onList = (await db('subscribers')
    .where({ email: user.email.toLowerCase() })
    .whereNull('unsubscribed_at')
    .first('id')) as { id: number } | undefined;
  return (await topics(db)).map((topic) => ({
    subid: topic.id,
    label: topic.label,
    statusid: (
      topic.code === 'updates'
        ? onList !== undefined
        : topic.marketing
          ? chosen.get(topic.id) === 1
          : chosen.get(topic.id) !== 0
    )
      ? 1
      : 0,
  }));
}

/** Sets the person's choices; unknown topic ids are refused by the caller (see knownTopicIds). */
export async function setSubscriptions(
  trx: Trx,
  user: { id: number; email: string },
  choices: readonly { subid: number; statusid: 0 | 1 }[],
): Promise<void> {
  const byId = new Map((await topics(trx)).map((topic) => [topic.id, topic]));
  const email = user.email.toLowerCase();
  for (const choice of choices) {
    const topic = byId.get(choice.subid);
    if (!topic) continue;
    if (topic.code === 'updates') {
      if (choice.statusid === 1) {
        await trx('subscribers')
          .insert({ email })
          .onConflict('email')
          .merge({ unsubscribed_at: null, subscribed_at: trx.fn.now() });
      } else {
        await trx('subscribers')
          .where({ email })
          .whereNull('unsubscribed_at')
          .update({ unsubscribed_at: trx.fn.now() });
      }
    }
    await trx('user_subscriptions')
      .insert({ user_id: user.id, topic_id: topic.id, status: choice.statusid })
      .onConflict(['user_id', 'topic_id'])
      .merge({ status: choice.statusid, updated_at: trx.fn.now() });
  }
}

/** The ids of the offered topics. */
export async function knownTopicIds(db: Db | Trx): Promise<Set<number>> {
  return new Set((await topics(db)).map((topic) => topic.id));
}

/** Whether the person still wants a service topic's mail (on unless they turned it off). */
export async function wantsServiceMail(db: Db | Trx, userId: number, topic: ServiceTopic): Promise<boolean> {
  const row = (await db('user_subscriptions as s')
    .join('subscription_topics as t', 't.id', 's.topic_id')
    .where({ 's.user_id': userId, 't.code': topic })
    .first('s.status')) as { status: number } | undefined;
  return row?.status !== 0;
}
