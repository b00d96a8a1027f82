import path from 'node:path';
import { localStack } from './local-stack';
import { partNamed, repoRoot } from './parts';

describe('localStack', () => {
  test("offset 0 is `npm start`'s own copy: its ports, store and config as they are", () => {
    const stack = localStack(0);
    expect([stack.portOf(partNamed('shell')), stack.portOf(partNamed('mf-blog')), stack.renderPort, stack.devApiPort]).toEqual([3000, 3003, 3010, 4000]);
    expect(stack.storeDir).toBe(process.env.RELEASE_STORE ?? path.join(repoRoot, '.store'));
    expect(stack.deployment.origins.shell).toBe('http://127.0.0.1:3000');
    expect(stack.config()).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:4000', loggerUrl: 'http://127.0.0.1:4000/logs' });
  });

  test('another copy moves every port, its origins, the shell origins its remotes allow and its dev-api addresses, and has a store of its own', () => {
    const stack = localStack(200);
    expect([stack.portOf(partNamed('shell')), stack.portOf(partNamed('mf-shopwindow')), stack.renderPort, stack.devApiPort]).toEqual([3200, 3204, 3210, 4200]);
    expect(stack.storeDir).toBe(path.join(repoRoot, '.store-200'));
    expect(stack.deployment.origins).toEqual({
      shell: 'http://127.0.0.1:3200',
      'mf-confirmation': 'http://127.0.0.1:3201',
      'mf-cabinet': 'http://127.0.0.1:3202',
      'mf-blog': 'http://127.0.0.1:3203',
      'mf-shopwindow': 'http://127.0.0.1:3204',
    });
    expect(stack.deployment.shellOrigins).toEqual(['http://127.0.0.1:3200', ...Array.from({ length: 10 }, (_, index) => `http://127.0.0.1:${3300 + index}`)]);
    expect(stack.config()).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4200',
      analyticsCounterId: '99999999',
      analyticsScriptUrl: 'http://127.0.0.1:4200/analytics/tag.js',
      loggerUrl: 'http://127.0.0.1:4200/logs',
      visitTrackingUrl: 'http://127.0.0.1:4200/visit',
      projectMode: 'main',
      version: '1.0.0',
    });
  });

  test.each([-100, 150, 1100, 0.5])('refuses offset %p', (offset) => {
    expect(() => localStack(offset)).toThrow('--port-offset');
  });
});
