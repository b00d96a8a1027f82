/**
 * @jest-environment node
 */
import { Alert as AntdAlert, Avatar as AntdAvatar, Empty as AntdEmpty, Result as AntdResult, Tag as AntdTag } from 'antd';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AntdScope } from '../antd-scope';
import { Alert, Avatar, Empty, Result, Tag } from './extra';
import { normalized } from './testing';

/**
 * The kit's own notices, status screens, empty states, tags and avatars draw what antd draws for
 * the same props, so antd's build-time CSS styles them as antd's. Two differences on purpose: an
 * icon is decorative (antd names it in English for screen readers), and an avatar's letters are
 * shown at once (antd shows them after measuring them).
 */
const decorativeIcons = (html: string) => html.replace(/<span role="img" aria-label="[^"]*" class="anticon/g, '<span aria-hidden="true" class="anticon');
const lettersShown = (html: string) => html.replace('class="ant-avatar-string" style="opacity:0"', 'class="ant-avatar-string" style="transform:scale(1)"');

const antd = (element: ReactElement) => normalized(lettersShown(decorativeIcons(renderToStaticMarkup(<AntdScope>{element}</AntdScope>))));
const own = (element: ReactElement) => normalized(renderToStaticMarkup(element));

const alerts = [
  { type: 'error', title: 'Неверный код', showIcon: true, style: { marginBottom: 16 }, 'data-testid': 'code-error' },
  { type: 'success', title: 'Заявка отправлена', description: 'Решение придёт в течение 1 дня.', showIcon: true, role: 'status' },
  { type: 'info', title: 'Заявка уже на рассмотрении', description: 'Повторно подавать не нужно.', showIcon: true, role: 'status' },
  { type: 'warning', title: 'Войдите, чтобы продолжить', showIcon: true, action: <button type="button">Войти</button> },
  { type: 'error', title: 'Без значка' },
] as const;

test.each(alerts)('Alert %o draws what antd draws', (props) => {
  expect(own(<Alert {...props} />)).toBe(antd(<AntdAlert {...props} />));
});

const results = [
  { status: 'warning', title: 'Не удалось загрузить', subTitle: 'Проверьте соединение.', extra: <button type="button">Повторить</button> },
  { status: 'info', title: 'Витрина открывается после отправки заявки', style: { padding: '8px 0' } },
  { status: 'error', title: 'Ошибка' },
  { status: 'success', title: 'Готово', subTitle: <span>ок</span> },
] as const;

test.each(results)('Result %o draws what antd draws', (props) => {
  expect(own(<Result {...props} />)).toBe(antd(<AntdResult {...props} />));
});

test('Empty draws what antd draws, with either picture', () => {
  expect(own(<Empty description="Статей пока нет" />)).toBe(antd(<AntdEmpty description="Статей пока нет" />));
  expect(own(<Empty />)).toBe(antd(<AntdEmpty />));
  const words = (
    <>
      <strong>Рейтинга пока нет</strong>
      <br />
      <span>Он появится после первой заявки</span>
    </>
  );
  expect(own(<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={words} />)).toBe(antd(<AntdEmpty image={AntdEmpty.PRESENTED_IMAGE_SIMPLE} description={words} />));
});

test('Tag and Avatar draw what antd draws', () => {
  const best = { style: { background: '#FADA39', border: 'none' }, 'data-testid': 'offer-best' };
  expect(own(<Tag {...best}>Лучшее предложение</Tag>)).toBe(antd(<AntdTag {...best}>Лучшее предложение</AntdTag>));
  expect(own(<Tag variant="outlined">Одобрена</Tag>)).toBe(antd(<AntdTag variant="outlined">Одобрена</AntdTag>));
  expect(own(<Avatar size={48} style={{ flex: 'none' }}>З</Avatar>)).toBe(antd(<AntdAvatar size={48} style={{ flex: 'none' }}>З</AntdAvatar>));
  expect(own(<Avatar size={48} src="/logo.png" alt="Логотип МКК">З</Avatar>)).toBe(
    antd(<AntdAvatar size={48} src="/logo.png" alt="Логотип МКК">З</AntdAvatar>),
  );
});

test("Alert takes antd's former `message` for its title (remotes built against an older kit pass it)", () => {
  expect(own(<Alert type="warning" showIcon message="Войдите" />)).toBe(own(<Alert type="warning" showIcon title="Войдите" />));
});
