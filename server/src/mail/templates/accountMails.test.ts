import { describe, expect, it } from 'vitest';
import { accountExistsMail, staffInviteMail } from './accountMails.ts';

describe('account mails', () => {
  it('makes links of the addresses in the HTML part, the text part as it was', () => {
    const link = 'http://localhost:3000/staff/accept#abc&def';
    const mail = staffInviteMail('ada@example.com', link, 'invite', 7);
    expect(mail.html).toContain(
      '<a href="http://localhost:3000/staff/accept#abc&amp;def">http://localhost:3000/staff/accept#abc&amp;def</a>',
    );
    expect(mail.text).toContain(`Open this link to choose a password: ${link}`);
    // A sentence's stop is not part of the address.
    expect(accountExistsMail('bo@example.com', 'https://loans.example.com').html).toContain(
      'go to <a href="https://loans.example.com">https://loans.example.com</a>, choose',
    );
  });
});
