/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Extract from './extract-styles';

/**
 * The kit's CSS files are what antd computes for the kit's components under the product's theme:
 * after an antd update, a theme change or a new component in the kit, `npm run kit-styles` writes
 * them anew, and this fails until it has been run. antd names its classes for production only
 * when it runs as one, so it is loaded here as in a production build.
 */
function extractAsProduction(): typeof Extract {
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    let loaded: typeof Extract | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof Extract>('./extract-styles');
    });
    return loaded!;
  } finally {
    process.env.NODE_ENV = mode;
  }
}

const { extractKitStyles, topLevelRules } = extractAsProduction();
const fresh = extractKitStyles();

test.each(Object.keys(fresh) as Array<keyof typeof fresh>)('%s.css is what antd computes for the kit (npm run kit-styles)', (group) => {
  const committed = readFileSync(path.join(__dirname, '../styles', `${group}.css`), 'utf8');
  expect(committed === fresh[group]).toBe(true);
});

test('the core file has the theme and the first page’s components; the others only what the core lacks', () => {
  expect(fresh.core).toContain('.css-var-kit{');
  expect(fresh.core).toContain('--ant-color-primary:#1d4ed8');
  for (const component of ['app', 'btn', 'flex', 'space', 'skeleton']) expect(fresh.core).toContain(`.ant-${component}`);
  // Toasts, messages and dialogs come with ui-kit/feedback, when the first one is shown.
  for (const component of ['message', 'notification', 'modal']) {
    expect(fresh.core).not.toContain(`.ant-${component}`);
    expect(fresh.feedback).toContain(`.ant-${component}`);
  }
  expect(fresh.forms).toContain('.ant-select');
  // The field around the controls is the kit's own (form-field.css): antd's form item is not drawn.
  expect(fresh.forms).not.toContain('.ant-form-item');
  expect(fresh.menus).toContain('.ant-dropdown-menu');
  expect(fresh.extra).toContain('.ant-result');
  const core = new Set(topLevelRules(fresh.core));
  for (const group of ['forms', 'extra', 'menus', 'feedback'] as const) expect(topLevelRules(fresh[group]).filter((rule) => core.has(rule))).toEqual([]);
  // No grid: it came with antd's form item, which the kit no longer draws.
  expect(fresh.forms).not.toContain('.ant-col{');
  // Class names are those of a production build, not antd's development ones.
  expect(Object.values(fresh).join('')).not.toContain('css-dev-only');
});
