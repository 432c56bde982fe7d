import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/transaction.ts';
import { useTestServer } from '../testing/useTestServer.ts';
import { queueMail } from './queueMail.ts';
import { readOutbox } from './readOutbox.ts';

const message = { template: 'test', to: 'borrower@example.com', subject: 'Your code', text: 'Your code is 123456.' };

describe('mail through the booted server', () => {
  const server = useTestServer();

  it('writes a committed mail to the outbox as an .eml file', async () => {
    const emailId = await inTransaction(server.deps, (trx) =>
      queueMail(trx, server.deps.keys, { ...message, subject: 'Your Harbor Oak code', html: '<p>123456</p>' }),
    );
    await server.deps.jobs.drain();
    const mails = await readOutbox(`${server.config.dataDir}/outbox`);
    expect(mails.map((m) => [m.to, m.subject, m.text, m.html])).toEqual([
      [message.to, 'Your Harbor Oak code', message.text, '<p>123456</p>'],
    ]);
    expect(mails[0]?.file).toMatch(new RegExp(`/\\d{8}T\\d{6}Z-${String(emailId).padStart(6, '0')}\\.eml$`));
    const job = await server.deps.db('job_outbox').where({ name: 'send' }).first();
    expect([job.state, job.payload]).toEqual(['done', { emailId }]);
    const email = await server.deps.db('outbound_emails').where({ id: emailId }).first();
    expect(email.message_id).toMatch(/^<outbound-\d+\.\d+@harboroakmortgage\.com>$/);
  });
});
