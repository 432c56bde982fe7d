import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from './readOutbox.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

describe('the mail outbox', () => {
  let dataDir: string;
  let transport: MailTransport;
  const outbox = () => path.join(dataDir, 'outbox');

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-outbox-'));
    transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'Harbor Oak <no-reply@example.com>', dataDir });
  });

  afterEach(() => {
    transport.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads back exactly what was written, oldest first', async () => {
    const cases = [
      { subject: 'Plain', text: 'Your code is 123456' },
      { subject: 'Ends with a newline', text: 'Line one\n\nLine two\n' },
      {
        subject: 'Préapprobation — a long subject with accents that the composer folds over several header lines',
        text: `Résumé ✓\n${'x'.repeat(300)}`,
        html: '<p>Résumé ✓</p>\n',
      },
    ];
    const t0 = Date.UTC(2026, 10, 22, 2, 1, 1);
    for (const [index, mail] of cases.entries()) {
      // Later ids carry earlier times: the file name's time decides the order.
      await transport.send({
        id: 10 - index,
        createdAt: new Date(t0 + index * 1000),
        to: `b${index}@example.com`,
        ...mail,
      });
    }
    const mails = await readOutbox(outbox());
    expect(mails.map((m) => path.basename(m.file))).toEqual([
      '20261122T020101Z-000010.eml',
      '20261122T020102Z-000009.eml',
      '20261122T020103Z-000008.eml',
    ]);
    expect(mails.map((m) => ({ to: m.to, subject: m.subject, text: m.text, html: m.html }))).toEqual(
      cases.map((c, index) => ({ to: `b${index}@example.com`, subject: c.subject, text: c.text, html: c.html })),
    );
    expect(Math.abs((mails[0]?.date.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
  });

  it('writes a re-sent mail over its first copy', async () => {
    const mail = { id: 3, createdAt: new Date(), to: 'b@example.com', subject: 'Once', text: 'Only one copy' };
    const first = await transport.send(mail);
    const second = await transport.send(mail);
    expect(second.messageId).toBe(first.messageId);
    expect(await readOutbox(outbox())).toHaveLength(1);
  });

  it('is empty before any mail and ignores files that are not finished mails', async () => {
    expect(await readOutbox(outbox())).toEqual([]);
    await transport.send({ id: 1, createdAt: new Date(), to: 'b@example.com', subject: 'Hi', text: 'Hello' });
    writeFileSync(path.join(outbox(), '20991231T000000Z-000002.eml.partial'), 'To: half');
    expect((await readOutbox(outbox())).map((m) => m.subject)).toEqual(['Hi']);
  });

  it('waits for a matching mail, and says so when none comes', async () => {
    setTimeout(() => {
      void transport.send({
        id: 5,
        createdAt: new Date(),
        to: 'late@example.com',
        subject: 'Late',
        text: 'Code 000111',
      });
    }, 100);
    expect((await waitForMail(outbox(), (m) => m.to === 'late@example.com')).text).toBe('Code 000111');
    await expect(waitForMail(outbox(), (m) => m.to === 'nobody@example.com', 150)).rejects.toThrow('No matching mail');
  });
});
