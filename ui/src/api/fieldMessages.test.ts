import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGE } from 'engine';
import { fieldMessagesOf, textMessagesOf } from './fieldMessages.ts';

describe('textMessagesOf', () => {
  it('names the fields holding direction controls, zero-width characters or byte-order marks', () => {
    const messages = textMessagesOf({
      first_name: 'Dana\u202Egnp.exe',
      last_name: ' Reyes ',
      email: 'dana\u200B@example.com',
      nickname: '\uFEFFDee',
      city: 'حيفا',
    });
    expect([...messages]).toEqual([
      ['first_name', TEXT_MESSAGE],
      ['email', TEXT_MESSAGE],
      ['nickname', TEXT_MESSAGE],
    ]);
  });
});

describe('fieldMessagesOf', () => {
  it("keeps a refusal's field messages by path, but those the form says once", () => {
    const reply = {
      fieldErrors: [
        { path: 'first_name', message: TEXT_MESSAGE },
        { path: 'email', message: 'All fields are mandatory' },
      ],
    };
    expect([...fieldMessagesOf(reply, ['All fields are mandatory'])]).toEqual([['first_name', TEXT_MESSAGE]]);
    expect(fieldMessagesOf({}).size).toBe(0);
  });
});
