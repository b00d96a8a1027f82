import { isShopwindowScenario, links, readFormType, routePaths } from './index';

test('the form type of a query: credits when it says so, loans otherwise', () => {
  expect(readFormType('credits')).toBe('credits');
  expect(readFormType('loans')).toBe('loans');
  expect(readFormType(null)).toBe('loans');
  expect(readFormType('mortgage')).toBe('loans');
  expect(links.applyFor('credits')).toBe('/confirmation?type=credits');
  expect(links.applyFor('loans')).toBe(links.applyForLoan);
});

test('the shop window opens for a new or a repeated application, from the site or from a PD link', () => {
  expect(['lead', 'duplicate', 'pdl_lead', 'pdl_duplicate'].every(isShopwindowScenario)).toBe(true);
  expect(isShopwindowScenario('score')).toBe(false);
  expect(isShopwindowScenario(null)).toBe(false);
  expect(links.shopwindow('pdl_lead', 'a b')).toBe('/shopwindow?scenario=pdl_lead&uuid=a%20b');
});

test('a PD link\'s page is /pdl/{id}', () => {
  expect(routePaths.pdl).toBe('/pdl/:id');
  expect(links.pdLink('pdl-demo')).toBe('/pdl/pdl-demo');
  expect(links.pdLink('a/b')).toBe('/pdl/a%2Fb');
});
