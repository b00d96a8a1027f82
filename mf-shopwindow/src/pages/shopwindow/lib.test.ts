import { scenarioMessages } from './config';
import { readShopwindowParams } from './lib';

const read = (query: string) => readShopwindowParams(new URLSearchParams(query));

test('scenario lead or duplicate with a uuid opens the shop window', () => {
  expect(read('scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001')).toEqual({
    scenario: 'lead',
    uuid: '0b6a1f7e-0001-4a10-8000-000000000001',
  });
  expect(read('uuid=abc&scenario=duplicate&utm_source=x')).toEqual({ scenario: 'duplicate', uuid: 'abc' });
});

test('a missing or unknown scenario, or a blank uuid, is no shop window', () => {
  expect(read('')).toBeNull();
  expect(read('scenario=lead')).toBeNull();
  expect(read('scenario=lead&uuid=%20')).toBeNull();
  expect(read('uuid=abc')).toBeNull();
  expect(read('scenario=score&uuid=abc')).toBeNull();
  expect(read('scenario=LEAD&uuid=abc')).toBeNull();
});

test('the lead message promises the decision within 1 day (SPEC §9)', () => {
  expect(scenarioMessages.lead.title).toBe('Заявка отправлена');
  expect(scenarioMessages.lead.text).toContain('в течение 1 дня');
  expect(scenarioMessages.duplicate.text).toContain('паспортными данными уже отправлена');
});

test('an application from a PD link opens the shop window as any other, with the same words', () => {
  expect(read('scenario=pdl_lead&uuid=abc')).toEqual({ scenario: 'pdl_lead', uuid: 'abc' });
  expect(read('scenario=pdl_duplicate&uuid=abc')).toEqual({ scenario: 'pdl_duplicate', uuid: 'abc' });
  expect(scenarioMessages.pdl_lead).toEqual(scenarioMessages.lead);
  expect(scenarioMessages.pdl_duplicate).toEqual(scenarioMessages.duplicate);
});
