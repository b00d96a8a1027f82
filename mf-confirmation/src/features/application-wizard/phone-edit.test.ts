import { allSettled, fork } from 'effector';
import { emptyApplication } from '../../entities/application';
import { $codePhone } from '../../entities/phone-verification';
import { valuesChanged } from '.';

test('a number edited while its code is awaited is a new number: the code step closes, back to the phone field', async () => {
  const asked = fork({ values: [[$codePhone, '79991234567']] });
  await allSettled(valuesChanged, { scope: asked, params: { ...emptyApplication, password: '', repeatPassword: '', phone: '+7 (999) 123-45-67' } });
  expect(asked.getState($codePhone)).toBe('79991234567');
  await allSettled(valuesChanged, { scope: asked, params: { ...emptyApplication, password: '', repeatPassword: '', phone: '+7 (999) 123-45-6' } });
  expect(asked.getState($codePhone)).toBeNull();
});
