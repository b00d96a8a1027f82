import { forgetFailedShareLoad } from './forget-failed-loads';

type ShareScopeMap = Parameters<typeof forgetFailedShareLoad>[0];

test('a shared module whose load failed is forgotten, so the next load fetches it again; one that loaded is kept', () => {
  const failed = Promise.reject(new Error('Loading chunk 7 failed.'));
  failed.catch(() => undefined);
  const loaded = Promise.resolve(() => ({}));
  const map = {
    default: {
      '@microloans/ui-kit/forms': { '4.4.0': { loaded: false, loading: failed } },
      '@microloans/ui-kit/feedback': { '4.4.0': { loaded: true, loading: loaded } },
    },
  } as unknown as ShareScopeMap;

  forgetFailedShareLoad(map, '@microloans/ui-kit/forms');
  forgetFailedShareLoad(map, '@microloans/ui-kit/feedback');
  forgetFailedShareLoad(map, 'not-shared');

  const scope = map.default as unknown as Record<string, Record<string, { loading?: unknown }>>;
  expect(scope['@microloans/ui-kit/forms']?.['4.4.0']?.loading).toBeUndefined();
  expect(scope['@microloans/ui-kit/feedback']?.['4.4.0']?.loading).toBe(loaded);
});
