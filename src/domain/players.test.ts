import { describe, expect, it } from 'vitest';
import { HEIGHT_OPTIONS, registrationBody } from './players.ts';

const valid = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phoneNumber: '212.555.0134',
  teamId: '7',
  agreeToWaiver: true,
};

describe('registration', () => {
  it('accepts a complete form and stores the phone as (123) 456-7890', () => {
    const parsed = registrationBody.parse({ ...valid, age: '', height: "6'2''", weight: '185', position: '' });
    expect(parsed).toMatchObject({
      phoneNumber: '(212) 555-0134',
      teamId: 7,
      age: null,
      height: "6'2''",
      weight: 185,
      position: null,
      isCaptain: false,
    });
  });

  it.each([
    [{ firstName: '  ' }, 'First name is required.'],
    [{ lastName: undefined }, 'Last name is required.'],
    [{ email: null }, 'Email is required.'],
    [{ phoneNumber: '' }, 'Phone number is required.'],
    [{ phoneNumber: '555-0134' }, 'Please enter a valid phone number.'],
    [{ phoneNumber: '(212) 555-01345' }, 'Please enter a valid phone number.'],
    [{ teamId: '' }, 'Team is required.'],
    [{ agreeToWaiver: false }, 'You must agree to the waiver to register.'],
  ])('refuses %o with its message', (change, message) => {
    const result = registrationBody.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("offers heights 5'0'' to 6'11'' an inch apart", () => {
    expect(HEIGHT_OPTIONS).toHaveLength(24);
    expect(HEIGHT_OPTIONS[0]).toBe("5'0''");
    expect(HEIGHT_OPTIONS[12]).toBe("6'0''");
    expect(HEIGHT_OPTIONS.at(-1)).toBe("6'11''");
  });
});
