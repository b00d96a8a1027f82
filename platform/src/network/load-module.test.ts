/**
 * @jest-environment jsdom
 */
import { createModuleLoader, isModuleUnavailable, loadModule, ModuleUnavailableError } from './load-module';

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => {
  online = true;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const chunkError = () => Object.assign(new Error('Loading chunk 5213 failed.'), { name: 'ChunkLoadError' });
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
/** Lets pending promise callbacks run (fake timers do not run them). */
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('loadModule', () => {
  test('a failed load is tried again after 0.5 s and 1.5 s, each try a new call', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockResolvedValue('module');
    const loaded = loadModule(load);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1499);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  test('after its retries it gives up with ModuleUnavailableError, not off line', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    const loaded = loadModule(load);
    const outcome = expect(loaded).rejects.toMatchObject({ name: 'ModuleUnavailableError', offline: false });
    await jest.advanceTimersByTimeAsync(2000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(3);
    await loaded.catch((error: unknown) => {
      expect(isModuleUnavailable(error)).toBe(true);
      expect((error as Error).cause).toMatchObject({ name: 'ChunkLoadError' });
    });
  });

  test('off line it gives up at once (retrying cannot help), saying so', async () => {
    online = false;
    const load = jest.fn().mockRejectedValue(chunkError());
    await expect(loadModule(load)).rejects.toMatchObject({ offline: true });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('createModuleLoader', () => {
  test('loads once for every caller and keeps the module', async () => {
    const load = jest.fn().mockResolvedValue({ default: 'page' });
    const loader = createModuleLoader(load);
    expect(loader.state()).toEqual({ status: 'idle' });
    const [first, second] = [loader.load(), loader.load()];
    await expect(first).resolves.toEqual({ default: 'page' });
    await expect(second).resolves.toEqual({ default: 'page' });
    await loader.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.state()).toEqual({ status: 'ready', module: { default: 'page' } });
  });

  test('a failure is not remembered: «Повторить» really loads again', async () => {
    online = false;
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue('module');
    const onFailed = jest.fn();
    const loader = createModuleLoader(load, { onFailed });
    const heard = jest.fn();
    loader.subscribe(heard);
    await loader.settled();
    const failed = loader.state();
    expect(failed).toMatchObject({ status: 'failed', error: { offline: true } });
    expect(onFailed).toHaveBeenCalledWith(expect.any(ModuleUnavailableError));
    expect(heard).toHaveBeenCalledTimes(1);

    online = true;
    loader.retry();
    expect(loader.state()).toEqual({ status: 'loading' });
    await loader.settled();
    expect(loader.state()).toEqual({ status: 'ready', module: 'module' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  test('a load that failed off line is tried again by itself when the browser comes back on line', async () => {
    online = false;
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue('module');
    const loader = createModuleLoader(load);
    await loader.settled();
    expect(loader.state().status).toBe('failed');
    expect(load).toHaveBeenCalledTimes(1);

    goOnline();
    await loader.settled();
    expect(loader.state()).toEqual({ status: 'ready', module: 'module' });
    // Once recovered it stops listening: another `online` loads nothing.
    goOnline();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('retry does nothing unless the last load failed', async () => {
    const load = jest.fn().mockResolvedValue('module');
    const loader = createModuleLoader(load);
    loader.retry();
    expect(load).not.toHaveBeenCalled();
    await loader.load();
    loader.retry();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
