import { readCliConfig } from './cli-config';

test('defaults', () => {
  expect(readCliConfig({}, [])).toEqual({
    port: 4000,
    options: { tokenTtlSeconds: 3600, codeLockSeconds: 60, devEndpoints: false, logger: false },
  });
});

test('env variables', () => {
  const config = readCliConfig({ DEV_API_PORT: '4100', DEV_API_TOKEN_TTL: '5', DEV_API_TEST_ENDPOINTS: '1', DEV_API_CODE_LOCK: '3' }, []);
  expect(config).toEqual({ port: 4100, options: { tokenTtlSeconds: 5, codeLockSeconds: 3, devEndpoints: true, logger: false } });
});

test('flags win over env', () => {
  const config = readCliConfig({ DEV_API_PORT: '4100' }, ['--dev-endpoints', '--port=4200', '--token-ttl', '7', '--log']);
  expect(config).toEqual({ port: 4200, options: { tokenTtlSeconds: 7, codeLockSeconds: 60, devEndpoints: true, logger: true } });
});

test('bad numbers are rejected', () => {
  expect(() => readCliConfig({ DEV_API_PORT: 'abc' }, [])).toThrow('DEV_API_PORT');
});
