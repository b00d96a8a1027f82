import { createRoutePreloader, preloadOnIntent, type PreloadableRoute } from './route-preload';

const routes: PreloadableRoute[] = [
  { path: '/', target: { shell: 'main' }, widgets: [{ remote: 'mf_confirmation', module: './widgets/LoanCalculator' }] },
  { path: '/r/:hash', target: { shell: 'referral' } },
  { path: '/confirmation', target: { remote: 'mf_confirmation', module: './pages/Confirmation' }, withForms: true },
  { path: '/docs/:slug', target: { remote: 'mf_blog', module: './pages/Doc' } },
];

function setup(failModule = false) {
  const loadModule = jest.fn(() => (failModule ? Promise.reject(new Error('offline')) : Promise.resolve({})));
  const loadForms = jest.fn(() => Promise.resolve({}));
  const fetchModule = jest.fn(() => Promise.resolve());
  const fetchForms = jest.fn(() => Promise.resolve());
  return { loadModule, loadForms, fetchModule, fetchForms, preloader: createRoutePreloader(routes, { loadModule, loadForms, fetchModule, fetchForms }) };
}

test('a prefetch only fetches the route\'s modules and a form\'s kit, once, running nothing', () => {
  const { loadModule, loadForms, fetchModule, fetchForms, preloader } = setup();
  preloader.prefetch('/confirmation');
  preloader.prefetch('/confirmation');
  preloader.prefetch('/nowhere');
  expect(fetchModule.mock.calls).toEqual([[{ remote: 'mf_confirmation', module: './pages/Confirmation' }]]);
  expect(fetchForms).toHaveBeenCalledTimes(1);
  expect(loadModule).not.toHaveBeenCalled();
  expect(loadForms).not.toHaveBeenCalled();
  // The navigation that follows still loads and runs it.
  preloader.preload('/confirmation');
  expect(loadModule).toHaveBeenCalledTimes(1);
});

test('a route with a form loads its module and the form kit together, once', () => {
  const { loadModule, loadForms, preloader } = setup();
  preloader.preload('/confirmation');
  preloader.preload('/confirmation');
  expect(loadModule).toHaveBeenCalledTimes(1);
  expect(loadModule).toHaveBeenCalledWith({ remote: 'mf_confirmation', module: './pages/Confirmation' });
  expect(loadForms).toHaveBeenCalledTimes(1);
});

test('a page without a form loads only its module; a shell page its widgets; unknown paths nothing', () => {
  const { loadModule, loadForms, fetchForms, preloader } = setup();
  preloader.prefetch('/docs/privacy-agreement');
  expect(fetchForms).not.toHaveBeenCalled();
  preloader.preload('/docs/privacy-agreement');
  preloader.preload('/');
  preloader.preload('/r/abc');
  preloader.preload('/nowhere');
  expect(loadModule.mock.calls).toEqual([
    [{ remote: 'mf_blog', module: './pages/Doc' }],
    [{ remote: 'mf_confirmation', module: './widgets/LoanCalculator' }],
  ]);
  expect(loadForms).not.toHaveBeenCalled();
});

test('a failed preload is forgotten, so the next intent tries again', async () => {
  const { loadModule, preloader } = setup(true);
  preloader.preload('/docs/a');
  await Promise.resolve();
  await Promise.resolve();
  preloader.preload('/docs/a');
  expect(loadModule).toHaveBeenCalledTimes(2);
});

test('pointing at, touching or focusing a link or a marked button fetches its files; other sites do not', () => {
  const prefetch = jest.fn();
  document.body.innerHTML = `
    <a id="doc" href="/docs/privacy-agreement"><span id="inner">Согласие</span></a>
    <button id="apply" data-preload-route="/confirmation?type=loans">Получить деньги</button>
    <a id="away" href="https://example.org/confirmation">Партнёр</a>
    <p id="text">Текст</p>`;
  const stop = preloadOnIntent({ prefetch });
  const fire = (id: string, type: string) => document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));

  fire('inner', 'pointerover');
  fire('apply', 'touchstart');
  fire('apply', 'focusin');
  fire('away', 'pointerover');
  fire('text', 'pointerover');
  expect(prefetch.mock.calls).toEqual([['/docs/privacy-agreement'], ['/confirmation'], ['/confirmation']]);

  stop();
  fire('inner', 'pointerover');
  expect(prefetch).toHaveBeenCalledTimes(3);
});
