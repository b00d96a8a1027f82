/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyModule, type LazyModule } from './lazy-module';

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => {
  online = true;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const chunkError = () => Object.assign(new Error('Loading chunk 5213 failed.'), { name: 'ChunkLoadError' });

function Greeting({ name }: { name: string }) {
  return <p>Здравствуйте, {name}</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Нажато {count}
    </button>
  );
}

/** The lazy greeting in its Suspense beside a counter: the rest of the page, which must go on working. */
function renderBesideCounter(LazyGreeting: LazyModule<{ name: string }>) {
  render(
    <>
      <Counter />
      <Suspense fallback={<p>Загрузка</p>}>
        <LazyGreeting name="Иван" />
      </Suspense>
    </>,
  );
}

test('renders the module once loaded, with its props; the rest of the page goes on meanwhile', async () => {
  const LazyGreeting = lazyModule(() => Promise.resolve({ default: Greeting }));
  renderBesideCounter(LazyGreeting);
  expect(screen.getByText('Загрузка')).toBeTruthy();
  fireEvent.click(screen.getByRole('button'));
  await settle();
  expect(screen.getByText('Здравствуйте, Иван')).toBeTruthy();
  expect(screen.getByRole('button').textContent).toBe('Нажато 1');
});

test('a module that cannot be loaded off line: the place says so with «Повторить», the page stays; «Повторить» really loads again', async () => {
  online = false;
  const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({ default: Greeting });
  const LazyGreeting = lazyModule(load);
  renderBesideCounter(LazyGreeting);
  await settle();
  const notice = screen.getByRole('alert');
  expect(notice.textContent).toContain('Нет соединения с интернетом');
  expect(notice.textContent).toContain('Как только связь появится, загрузим снова.');
  // The rest of the page still works.
  fireEvent.click(screen.getByRole('button', { name: 'Нажато 0' }));
  expect(screen.getByRole('button', { name: 'Нажато 1' })).toBeTruthy();

  online = true;
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(screen.getByText('Здравствуйте, Иван')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

test('it loads again by itself when the browser comes back on line', async () => {
  online = false;
  const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({ default: Greeting });
  const LazyGreeting = lazyModule(load);
  render(
    <Suspense fallback={<p>Загрузка</p>}>
      <LazyGreeting name="Анна" />
    </Suspense>,
  );
  await settle();
  expect(screen.getByRole('alert')).toBeTruthy();
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await settle();
  expect(screen.getByText('Здравствуйте, Анна')).toBeTruthy();
});

test('a piece that is only an extra draws its own stand-in (nothing, or a plain version)', async () => {
  online = false;
  const LazyGreeting = lazyModule<{ default: typeof Greeting }>(() => Promise.reject(chunkError()), { unavailable: (_, { name }) => <p>Без картинки: {name}</p> });
  render(
    <Suspense fallback={null}>
      <LazyGreeting name="Пётр" />
    </Suspense>,
  );
  await settle();
  expect(screen.getByText('Без картинки: Пётр')).toBeTruthy();
});

test('on line, a failure is retried with backoff before the place gives up, and says the server could not be reached', async () => {
  jest.useFakeTimers();
  try {
    const load = jest.fn().mockRejectedValue(chunkError());
    const onFailed = jest.fn();
    const LazyGreeting = lazyModule(load, { onFailed });
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <LazyGreeting name="Иван" />
      </Suspense>,
    );
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Загрузка')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert').textContent).toContain('Не удалось связаться с сервером');
    expect(onFailed).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});
