/**
 * @jest-environment node
 */
import { Button as AntdButton, Flex as AntdFlex, Skeleton as AntdSkeleton, Space as AntdSpace } from 'antd';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AntdScope } from '../antd-scope';
import { Button, Flex, Skeleton, Space } from '.';
import { normalized } from './testing';

/**
 * The kit's own button, flex, skeleton and space draw what antd draws for the same props — the
 * same elements, attributes and classes — so the theme's build-time CSS styles them as antd's.
 * After an antd update this fails where antd's markup moved; the kit follows it.
 */
const antd = (element: ReactElement) => normalized(renderToStaticMarkup(<AntdScope>{element}</AntdScope>));
const own = (element: ReactElement) => normalized(renderToStaticMarkup(element));

const buttonCases = [
  { type: 'primary' },
  { type: 'default' },
  { type: 'link' },
  { type: 'text' },
  { type: 'dashed' },
  { type: 'primary', danger: true },
  { type: 'link', danger: true, size: 'small' },
  { type: 'primary', size: 'large', block: true, htmlType: 'submit' },
  { disabled: true, 'data-testid': 'b', 'aria-expanded': false, id: 'x' },
] as const;

test.each(buttonCases)('Button %o draws what antd draws', (props) => {
  expect(own(<Button {...props}>Получить деньги</Button>)).toBe(antd(<AntdButton {...props}>Получить деньги</AntdButton>));
  expect(own(<Button {...props}>
    {'Шаг'} <strong>2</strong>
  </Button>)).toBe(antd(<AntdButton {...props}>
    {'Шаг'} <strong>2</strong>
  </AntdButton>));
});

test('a loading Button has antd classes and its spinning icon, without an English name', () => {
  const classes = (html: string) => /<button[^>]*class="([^"]*)"/.exec(html)?.[1];
  const ownHtml = own(<Button type="primary" loading>Войти</Button>);
  expect(classes(ownHtml)).toBe(classes(antd(<AntdButton type="primary" loading>Войти</AntdButton>)));
  expect(ownHtml).toContain('<span class="ant-btn-icon"><span aria-hidden="true" class="anticon anticon-loading anticon-spin">');
  expect(ownHtml).not.toContain('aria-label');
});

test('a Button at work or disabled takes no click', () => {
  const onClick = jest.fn();
  const prevented = jest.fn();
  const event = { preventDefault: prevented } as unknown as Parameters<NonNullable<Parameters<typeof Button>[0]['onClick']>>[0];
  const click = (element: ReactElement<{ onClick: (e: typeof event) => void }>) => element.props.onClick(event);
  // The rendered element's handler is what React calls on a click.
  const rendered = (props: { loading?: boolean; disabled?: boolean }) => Button({ ...props, onClick, children: 'x' }) as ReactElement<{ onClick: (e: typeof event) => void }>;
  click(rendered({ loading: true }));
  click(rendered({ disabled: true }));
  expect(onClick).not.toHaveBeenCalled();
  expect(prevented).toHaveBeenCalledTimes(2);
  click(rendered({}));
  expect(onClick).toHaveBeenCalledTimes(1);
});

const flexCases = [
  { vertical: true, gap: 16 },
  { gap: 8, align: 'center', justify: 'space-between', wrap: true },
  { vertical: true, align: 'start', gap: 'small' },
  { gap: 'large', wrap: 'wrap', style: { marginTop: 4 }, className: 'mine', 'data-testid': 'f' },
  { component: 'section', vertical: true, gap: 24, role: 'list', 'aria-labelledby': 'h' },
  { flex: '1 1 240px', justify: 'end' },
] as const;

test.each(flexCases)('Flex %o draws what antd draws', (props) => {
  expect(own(<Flex {...props}>a</Flex>)).toBe(antd(<AntdFlex {...props}>a</AntdFlex>));
});

const skeletonCases = [
  { active: true },
  { active: true, paragraph: { rows: 4 } },
  { active: true, title: false, paragraph: { rows: 8 } },
  { active: true, title: true, paragraph: { rows: 1 } },
  { active: true, avatar: { size: 48 }, title: true, paragraph: { rows: 4 } },
  { active: true, avatar: false, paragraph: { rows: 4 } },
  { active: false, avatar: true, paragraph: false },
  { active: true, avatar: true },
] as const;

test.each(skeletonCases)('Skeleton %o draws what antd draws', (props) => {
  expect(own(<Skeleton {...props} />)).toBe(antd(<AntdSkeleton {...props} />));
});

test('Skeleton.Button and Skeleton.Input draw what antd draws', () => {
  expect(own(<Skeleton.Button active block size="large" />)).toBe(antd(<AntdSkeleton.Button active block size="large" />));
  expect(own(<Skeleton.Input active size="small" style={{ width: 220, maxWidth: '100%' }} />)).toBe(
    antd(<AntdSkeleton.Input active size="small" style={{ width: 220, maxWidth: '100%' }} />),
  );
});

test('Space draws what antd draws, an item per child that is there', () => {
  expect(own(<Space>
    <span>a</span>
    {null}
    <b>b</b>
  </Space>)).toBe(antd(<AntdSpace>
    <span>a</span>
    {null}
    <b>b</b>
  </AntdSpace>));
});
