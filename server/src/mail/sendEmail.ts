import { PermanentJobError, type JobProcessor } from '../jobs/jobTypes.ts';
import { decryptText } from '../security/crypto.ts';

interface OutboundEmailRow {
  id: number;
  to_address: string;
  subject_enc: string;
  text_enc: string;
  html_enc: string | null;
  headers_enc: string | null;
  sent_at: Date | null;
  created_at: Date;
}

/** Job email/send: delivers the stored mail payload.emailId once; a mail already sent is left alone. */
export const sendEmail: JobProcessor = async (payload, ctx) => {
  const emailId = Number(payload.emailId);
  if (!Number.isInteger(emailId)) throw new PermanentJobError('email/send needs a numeric emailId');
  const row = (await ctx.db('outbound_emails').where({ id: emailId }).first()) as OutboundEmailRow | undefined;
  if (!row) throw new PermanentJobError(`E-mail ${emailId} no longer exists`);
  if (row.sent_at) return;
  const { messageId } = await ctx.mail.send({
    id: row.id,
    createdAt: new Date(row.created_at),
    to: row.to_address,
    subject: decryptText(ctx.keys, row.subject_enc),
    text: decryptText(ctx.keys, row.text_enc),
    html: row.html_enc ? decryptText(ctx.keys, row.html_enc) : undefined,
    headers: row.headers_enc
      ? (JSON.parse(decryptText(ctx.keys, row.headers_enc)) as Record<string, string>)
      : undefined,
  });
  await ctx
    .db('outbound_emails')
    .where({ id: emailId })
    .whereNull('sent_at')
    .update({ sent_at: ctx.db.fn.now(), message_id: messageId });
};
