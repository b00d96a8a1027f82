/**
 * antd's styles for every component the kit offers, computed once here instead of on the phone.
 * The kit runs antd in zero-runtime mode and each of its modules imports its own file here
 * (`core.css`, `forms.css`, `extra.css`, `menus.css`, `feedback.css`), which this writes (`npm run kit-styles`);
 * `extract-styles.test.ts` fails when a file no longer matches what the kit and antd would compute (an
 * antd update, a theme change, a component added to the kit).
 *
 * A component's styles are registered when it renders, so each is rendered here as the product
 * uses it, popups through antd's own static panels (a server render draws no portals).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  App,
  AutoComplete,
  Avatar,
  Button,
  Checkbox,
  ConfigProvider,
  Dropdown,
  Empty,
  Flex,
  Input,
  Menu,
  message,
  Modal,
  notification,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
} from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '../src/theme';

const options = [{ value: 'a', label: 'a' }];

/**
 * The core kit (`ui-kit`): what the first page draws, under the provider's `.ant-app` (antd's App
 * rendered here for its own rules only: the page's provider carries its class, not the App).
 */
function CoreComponents() {
  return (
    <App>
      <Button type="primary" loading>
        a
      </Button>
      <Button danger>a</Button>
      <Flex>a</Flex>
      <Space>a</Space>
      <Space.Compact>
        <Button>a</Button>
      </Space.Compact>
      <Skeleton active avatar paragraph />
      <Skeleton.Input active />
      <Skeleton.Button active />
      <Skeleton.Avatar active />
      <Skeleton.Image active />
      <Spin />
    </App>
  );
}

/** `ui-kit/feedback`: toasts, messages and dialogs, loaded with the first one shown. */
function FeedbackComponents() {
  const MessagePanel = message._InternalPanelDoNotUseOrYouWillBeFired;
  const NotificationPanel = notification._InternalPanelDoNotUseOrYouWillBeFired;
  const ModalPanel = Modal._InternalPanelDoNotUseOrYouWillBeFired;
  return (
    <>
      <MessagePanel content="a" type="success" />
      <NotificationPanel title="a" description="a" type="error" />
      <ModalPanel title="a">a</ModalPanel>
      <ModalPanel type="confirm" title="a" />
    </>
  );
}

/** `ui-kit/forms`: the controls and their drop-downs (the field around them is the kit's own, form-field.css). */
function FormComponents() {
  const SelectPanel = Select._InternalPanelDoNotUseOrYouWillBeFired;
  const AutoCompletePanel = AutoComplete._InternalPanelDoNotUseOrYouWillBeFired;
  const TooltipPanel = Tooltip._InternalPanelDoNotUseOrYouWillBeFired;
  return (
    <>
      <Input allowClear prefix="a" suffix="a" />
      <Input.Password />
      <Input.TextArea showCount />
      <Input.Search />
      <Input.OTP />
      <Select options={options} />
      <SelectPanel options={options} />
      <AutoComplete options={options} />
      <AutoCompletePanel options={options} />
      <Checkbox>a</Checkbox>
      <Checkbox.Group options={options} />
      <Radio>a</Radio>
      <Radio.Group options={options} optionType="button" />
      <Switch />
      <TooltipPanel title="a" />
    </>
  );
}

/** `ui-kit/extra`: status screens, notices, tags. */
function ExtraComponents() {
  return (
    <>
      <Alert type="error" showIcon title="a" description="a" closable />
      <Avatar>a</Avatar>
      <Empty />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      <Result status="error" title="a" subTitle="a" extra="a" />
      <Result status="404" title="a" />
      <Tag color="success">a</Tag>
      <Tag color="processing">a</Tag>
    </>
  );
}

/** `ui-kit/menus`: the drop-down menu. */
function MenuComponents() {
  const DropdownPanel = Dropdown._InternalPanelDoNotUseOrYouWillBeFired;
  return (
    <>
      <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
        <span>a</span>
      </Dropdown>
      <DropdownPanel menu={{ items: [{ key: 'a', label: 'a' }] }} />
      <Menu items={[{ key: 'a', label: 'a' }]} />
    </>
  );
}

/** Each kit module and what it draws; a module's file leaves out what the core's already has. */
export const kitStyleGroups = {
  core: CoreComponents,
  forms: FormComponents,
  extra: ExtraComponents,
  menus: MenuComponents,
  feedback: FeedbackComponents,
} as const;
export type KitStyleGroup = keyof typeof kitStyleGroups;

/** The top-level rules of a style sheet (`@media` and `@keyframes` blocks whole). */
export function topLevelRules(css: string): string[] {
  return splitRules(css).filter((rule) => !panelOnly(rule));
}

function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1).trim());
        start = index + 1;
      }
    }
  }
  return rules.filter(Boolean);
}

/** antd's static panels wrap themselves in a provider of their own, named per render: of no use on a page. */
const panelOnly = (rule: string) => rule.startsWith('.css-var-_R_');

function render(Group: () => ReactElement): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider locale={ruRU} theme={theme}>
        <Group />
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'] });
}

/** The CSS antd would inject at run time for each kit module, under the product's theme and locale. */
export function extractKitStyles(): Record<KitStyleGroup, string> {
  const core = topLevelRules(render(CoreComponents));
  const inCore = new Set(core);
  const own = (group: KitStyleGroup) => [...new Set(topLevelRules(render(kitStyleGroups[group])))].filter((rule) => !inCore.has(rule));
  return {
    core: `${[...new Set(core)].join('\n')}\n`,
    forms: `${own('forms').join('\n')}\n`,
    extra: `${own('extra').join('\n')}\n`,
    menus: `${own('menus').join('\n')}\n`,
    feedback: `${own('feedback').join('\n')}\n`,
  };
}
