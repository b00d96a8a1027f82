import { activityOf } from './routes/misc';
import { seedLeads } from './data/leads';

test('an application is listed with its form: a loan in its own words, a credit in years', () => {
  const [loan] = seedLeads();
  expect(activityOf(loan!)).toMatchObject({ formType: 'loans', title: 'Заявка на займ 15\u00a0000\u00a0₽ на 14 дней' });
  const credit = { ...loan!, fields: { ...loan!.fields, sectionSlug: 'credits', amount: 200000, term: 730 } };
  expect(activityOf(credit)).toMatchObject({ formType: 'credits', title: 'Заявка на кредит 200\u00a0000\u00a0₽ на 2 года' });
});
