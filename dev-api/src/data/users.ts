import { blankProfile, type UserRecord } from '../domain/user';

export const SEED_USER_1 = { phone: '79990000001', password: 'secret1' } as const;
export const SEED_USER_2 = { phone: '79990000002', password: 'secret2' } as const;

/** Fresh copies of the seeded users (ids 1 and 2). */
export function seedUsers(): UserRecord[] {
  const moscowAddress = {
    city: 'Москва',
    flatNumber: '12',
    houseNumber: '7',
    region: 'Москва',
    street: 'ул Тверская',
  };
  return [
    {
      id: 1,
      password: SEED_USER_1.password,
      refHash: null,
      loyalty: {
        isActive: true,
        coins: 1250,
        cashback: 340,
        referralBonus: 500,
        // The end of 31 December in Moscow (UTC+3): it reads as 31 December anywhere from UTC−12 to Moscow.
        expiring: { amount: 200, expiresAt: '2026-12-31T20:59:59.000Z' },
        // 14 operations, two pages of 10 on /loyalty; they add up to `coins` (1250), and the
        // balance never goes below zero along the way.
        history: [
          { id: 1, type: 'accrual', amount: 500, title: 'Бонус за регистрацию в программе', createdAt: '2024-09-01T10:00:00.000Z' },
          { id: 2, type: 'accrual', amount: 650, title: 'Начисление за погашение займа вовремя', createdAt: '2024-10-15T12:30:00.000Z' },
          { id: 3, type: 'write_off', amount: -150, title: 'Списание: скидка на проценты', createdAt: '2024-11-05T09:10:00.000Z' },
          { id: 4, type: 'accrual', amount: 250, title: 'Приглашение друга', createdAt: '2024-12-01T16:45:00.000Z' },
          { id: 5, type: 'accrual', amount: 300, title: 'Начисление за погашение займа вовремя', createdAt: '2025-01-20T11:15:00.000Z' },
          { id: 6, type: 'write_off', amount: -300, title: 'Списание: скидка на проценты', createdAt: '2025-02-03T14:05:00.000Z' },
          { id: 7, type: 'accrual', amount: 200, title: 'Начисление за досрочное погашение займа', createdAt: '2025-03-14T09:40:00.000Z' },
          { id: 8, type: 'write_off', amount: -100, title: 'Списание: продление займа без комиссии', createdAt: '2025-04-02T17:20:00.000Z' },
          { id: 9, type: 'accrual', amount: 250, title: 'Приглашение друга', createdAt: '2025-05-18T10:00:00.000Z' },
          { id: 10, type: 'write_off', amount: -250, title: 'Списание: скидка на проценты', createdAt: '2025-06-09T12:35:00.000Z' },
          { id: 11, type: 'accrual', amount: 100, title: 'Бонус за отзыв о сервисе', createdAt: '2025-07-21T08:00:00.000Z' },
          { id: 12, type: 'write_off', amount: -200, title: 'Списание: скидка на проценты', createdAt: '2025-08-30T15:50:00.000Z' },
          { id: 13, type: 'accrual', amount: 150, title: 'Начисление за погашение займа вовремя', createdAt: '2025-09-15T13:25:00.000Z' },
          { id: 14, type: 'write_off', amount: -150, title: 'Списание: скидка на проценты', createdAt: '2025-10-01T10:10:00.000Z' },
        ],
      },
      profile: {
        email: 'ivan@example.ru',
        emailVerified: true,
        phone: SEED_USER_1.phone,
        firstName: 'Иван',
        lastName: 'Петров',
        middleName: 'Сергеевич',
        createdAt: '2024-08-20T09:00:00.000Z',
        updatedAt: '2024-11-01T09:00:00.000Z',
        activated: true,
        passportData: '4510 123456',
        passportDate: '2012-05-14',
        passportIssued: 'ОТДЕЛЕНИЕМ УФМС РОССИИ ПО Г. МОСКВЕ ПО РАЙОНУ ТВЕРСКОЙ',
        passportFmsCode: '770-001',
        snilsNumber: '112-233-445 95',
        inn: '770123456789',
        driversLicenseNumber: '345678',
        driversLicenseSeries: '7712',
        clientUuid: '6f1c2a8e-1d4b-4c1e-9a57-0b7d3c2e9f01',
        userIdentifier: 'U-000001',
        birthPlace: 'г. Москва',
        birthday: '1990-03-15',
        gender: 'male',
        registrationAddress: { ...moscowAddress },
        actualAddress: { ...moscowAddress },
        registrationFullAddress: 'г Москва, ул Тверская, д 7, кв 12',
        actualFullAddress: 'г Москва, ул Тверская, д 7, кв 12',
        workField: 'IT и телекоммуникации',
        companyName: 'ООО «Ромашка»',
        totalIncome: 85000,
        jobTitle: 'Инженер-программист',
        workPhone: '74951234567',
        education: 'HIGHER',
        privacyAgreement: true,
        mailingAgreement: true,
        jobs: [],
        educations: [],
      },
    },
    {
      id: 2,
      password: SEED_USER_2.password,
      refHash: null,
      loyalty: { isActive: false, coins: 0, cashback: 0, referralBonus: 0, expiring: null, history: [] },
      profile: blankProfile({
        email: 'maria@example.ru',
        phone: SEED_USER_2.phone,
        firstName: 'Мария',
        lastName: 'Иванова',
        createdAt: '2024-10-02T11:00:00.000Z',
        userIdentifier: 'U-000002',
        gender: 'female',
      }),
    },
  ];
}
