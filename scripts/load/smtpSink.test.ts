import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from './smtpSink.ts';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink.close();
});

/** Sends one mail to the sink over SMTP as the product's worker does (nodemailer with SMTP_URL). */
async function send(to: string, text: string): Promise<void> {
  const smtp = nodemailer.createTransport(sink.url);
  try {
    await smtp.sendMail({
      from: 'no-reply@example.com',
      to,
      subject: 'Your sign-in code',
      text,
      html: `<p>${text}</p>`,
    });
  } finally {
    smtp.close();
  }
}

describe('the load run SMTP sink', () => {
  it('hands each delivered code to the borrower waiting for it, and keeps one that came first', async () => {
    const waiting = sink.nextCode('Ana@Example.com', 5000);
    await send('ana@example.com', 'Your sign-in code is 314159.');
    expect(await waiting).toBe('314159');
    await send('ben@example.com', 'Your sign-in code is 271828.\n.A line that starts with a dot.');
    expect(await sink.nextCode('ben@example.com', 5000)).toBe('271828');
    await send('ben@example.com', 'Your letter is ready.');
    expect(sink.counts()).toEqual({ messages: 3, codes: 2 });
  });

  it('gives up on a code that never comes', async () => {
    await expect(sink.nextCode('nobody@example.com', 50)).rejects.toThrow('No code reached nobody@example.com');
  });
});
