import { useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import { exposedModules, remoteTitles } from '@microloans/shared-contracts/remotes';
import { Button, Card, Flex, Typography } from '@microloans/ui-kit';
import { $remoteStatuses, loadRemoteModule, type Candidate, type RemoteStatus } from '../../shared/federation/remote-loader';
import { whyOf } from './why';

const termStyle: CSSProperties = { color: '#4b5563', margin: 0 };
const valueStyle: CSSProperties = { margin: '0 0 8px', overflowWrap: 'anywhere' };

const describe = (candidate: Candidate | null) => (candidate ? candidate.version : '—');

function RemoteCard({ status }: { status: RemoteStatus }) {
  const rows: Array<[string, string]> = [
    ['Рабочая версия', status.live.version],
    ['Предыдущая', describe(status.previous)],
    ['Канарейка', status.canary ? `${status.canary.version}, ${status.canary.percent}% (этот посетитель ${status.canary.inBucket ? 'в доле' : 'не в доле'})` : '—'],
    ['На этой странице', status.using ? `${status.using.kind === 'live' ? 'рабочая' : status.using.kind === 'previous' ? 'предыдущая' : 'канарейка'} ${status.using.version}` : '—'],
    ['Почему', whyOf(status)],
    ['Загрузка', status.loadMs === null ? '—' : `${status.loadMs} мс`],
    ['Последняя ошибка', status.lastError ? `${status.lastError.version}: ${status.lastError.message} (${status.lastError.at})` : '—'],
  ];
  return (
    <Card title={`${remoteTitles[status.remote]} (${status.remote})`} data-testid={`ops-${status.remote}`} data-using={status.using?.version ?? ''}>
      <dl style={{ margin: 0 }}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt style={termStyle}>{term}</dt>
            <dd style={valueStyle} data-field={term}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * `/ops`: the operators' read-only view. For each remote, the live, previous and canary versions
 * from `remotes.json`, which one this page uses and why, how long it took, and its last load
 * error; and the versions of the shell, the platform and the UI kit it provides. Nothing secret
 * is shown, and it is in no menu.
 */
export function OpsPage() {
  // The server knows no browser's loads: the view starts empty there and fills in the browser.
  const statuses = useUnit($remoteStatuses);

  const handleCheckAll = () => {
    for (const status of statuses) {
      const [module] = exposedModules[status.remote];
      void loadRemoteModule({ remote: status.remote, module } as Parameters<typeof loadRemoteModule>[0]).catch(() => undefined);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        Состояние разделов
      </Typography.Title>
      <dl style={{ margin: 0 }} data-testid="ops-shell">
        <dt style={termStyle}>Оболочка (shell)</dt>
        <dd style={valueStyle}>{process.env.APP_BUILD_ID ?? 'dev'}</dd>
        <dt style={termStyle}>Платформа, которую оболочка предоставляет</dt>
        <dd style={valueStyle} data-testid="ops-platform">
          {process.env.PLATFORM_VERSION ?? '—'}
        </dd>
        <dt style={termStyle}>UI kit</dt>
        <dd style={valueStyle} data-testid="ops-ui-kit">
          {process.env.UI_KIT_VERSION ?? '—'}
        </dd>
      </dl>
      <div>
        <Button onClick={handleCheckAll}>Проверить все разделы</Button>
      </div>
      {statuses.map((status) => (
        <RemoteCard key={status.remote} status={status} />
      ))}
    </Flex>
  );
}

export default OpsPage;
