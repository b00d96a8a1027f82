import { useGate, useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import type { AutopilotSummary, HealthCounts, IntegrityRefusalSummary, OpsHealth, VersionHealth } from '@microloans/shared-contracts/health';
import { useTakenOver } from '@microloans/shared-contracts/hydration';
import { exposedModules, remotePackages, remoteTitles } from '@microloans/shared-contracts/remotes';
import { Button, Card, Flex, Typography } from '@microloans/ui-kit';
import { $remoteStatuses, loadRemoteModule, type Candidate, type RemoteStatus } from '../../shared/federation/remote-loader';
import { whyOf } from './why';
import { $opsHealth, $opsHealthFailed, $opsHealthPending, OpsHealthGate, healthRefreshed } from './health-model';

const termStyle: CSSProperties = { color: '#4b5563', margin: 0 };
const valueStyle: CSSProperties = { margin: '0 0 8px', overflowWrap: 'anywhere' };

const noStatuses: RemoteStatus[] = [];

const describe = (candidate: Candidate | null) => (candidate ? candidate.version : '—');

const kindWords: Record<VersionHealth['kind'], string> = { live: 'рабочая', previous: 'предыдущая', canary: 'канарейка' };
const rate = (part: number, whole: number) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)} %`);

/** A version's last hour in words: visits and how many failed, the ways, the server's draws. */
export function healthWords({ kind, version, lastHour: counts }: VersionHealth): string {
  const ways: Array<[keyof HealthCounts, string]> = [
    ['loadFailures', 'не загрузился'],
    ['renderErrors', 'упал при отрисовке'],
    ['errorScreens', 'экран ошибки'],
    ['uncaughtErrors', 'необработанные ошибки'],
    ['hydrationMismatches', 'расхождения с сервером'],
  ];
  const failedWays = ways.filter(([counter]) => counts[counter] > 0).map(([counter, words]) => `${words}: ${counts[counter]}`);
  return [
    `${kindWords[kind]} ${version}: посещений ${counts.visits}, неудачных ${counts.failedVisits} (${rate(counts.failedVisits, counts.visits)}), загрузок модулей ${counts.loads}`,
    ...failedWays,
    `на сервере отрисовано ${counts.serverDraws}, сбоев ${counts.serverFailures}`,
  ].join('; ');
}

const actionWords: Record<string, string> = {
  step: 'следующий шаг',
  promote: 'выпущена для всех',
  rollback: 'канарейка убрана',
  wait: 'ждёт данных',
  stopped: 'остановлен оператором',
};

/** The canary controller's state and its last decision, with the figures behind it. */
export function autopilotWords(autopilot: AutopilotSummary | null): string {
  if (!autopilot) return '—';
  const last = autopilot.decisions.at(-1);
  const share = autopilot.steps[autopilot.step];
  const head = `${autopilot.version}: ${autopilot.status === 'running' ? `идёт, ${share ?? '?'} % (шаги ${autopilot.steps.join(' → ')} %)` : (actionWords[last?.action ?? ''] ?? autopilot.status)}`;
  return last ? `${head}; последнее решение ${last.at}: ${actionWords[last.action] ?? last.action} — ${last.figures}` : head;
}

/** The files of a refused version: which one, what was published, what is there now. */
export function refusalWords({ version, problems }: IntegrityRefusalSummary): string {
  return `${version}: ${problems.map(({ file, expected, actual }) => (expected === null ? `${file} — записи целостности нет` : `${file} — опубликован ${expected}, сейчас ${actual ?? 'файла нет'}`)).join('; ')}`;
}

function RemoteCard({ status, health, healthFailed }: { status: RemoteStatus; health: OpsHealth | null; healthFailed: boolean }) {
  const figures = health?.remotes[status.remote];
  const refused = health?.refused.filter((refusal) => refusal.part === remotePackages[status.remote]) ?? [];
  const unread = healthFailed ? 'не удалось получить' : '…';
  const rows: Array<[string, string]> = [
    ['Рабочая версия', status.live.version],
    ['Предыдущая', describe(status.previous)],
    ['Канарейка', status.canary ? `${status.canary.version}, ${status.canary.percent}% (этот посетитель ${status.canary.inBucket ? 'в доле' : 'не в доле'})` : '—'],
    ['На этой странице', status.using ? `${status.using.kind === 'live' ? 'рабочая' : status.using.kind === 'previous' ? 'предыдущая' : 'канарейка'} ${status.using.version}` : '—'],
    ['Почему', whyOf(status)],
    ['Загрузка', status.loadMs === null ? '—' : `${status.loadMs} мс`],
    ['Последняя ошибка', status.lastError ? `${status.lastError.version}: ${status.lastError.message} (${status.lastError.at})` : '—'],
    ['Здоровье за час', figures ? figures.versions.map(healthWords).join('\n') || '—' : unread],
    ['Автопилот канарейки', figures ? autopilotWords(figures.autopilot) : unread],
    ['Не прошли проверку целостности', health ? refused.map(refusalWords).join('\n') || '—' : unread],
  ];
  return (
    <Card title={`${remoteTitles[status.remote]} (${status.remote})`} data-testid={`ops-${status.remote}`} data-using={status.using?.version ?? ''}>
      <dl style={{ margin: 0 }}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt style={termStyle}>{term}</dt>
            <dd style={{ ...valueStyle, whiteSpace: 'pre-line' }} data-field={term}>
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
 * error; each serving version's health over the last hour (what borrowers met: visits and failed
 * ones, by way, and the server's draws), the canary controller's state and last decision, and the
 * versions the render tier refused because their files are not the published ones; and the
 * versions of the shell, the platform and the UI kit it provides. Nothing secret or personal is
 * shown, and it is in no menu.
 */
export function OpsPage() {
  // The server knows no browser's loads: the view starts empty there, and while the browser takes
  // the server's page over, and fills in right after (the loader's news may already be in).
  const takenOver = useTakenOver();
  const loaded = useUnit($remoteStatuses);
  const statuses = takenOver ? loaded : noStatuses;
  useGate(OpsHealthGate);
  const [health, healthFailed, healthPending, refreshHealth] = useUnit([$opsHealth, $opsHealthFailed, $opsHealthPending, healthRefreshed]);

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
      <Flex gap={8} wrap>
        <Button onClick={handleCheckAll}>Проверить все разделы</Button>
        <Button onClick={() => refreshHealth()} loading={healthPending}>
          Обновить здоровье версий
        </Button>
      </Flex>
      {statuses.map((status) => (
        <RemoteCard key={status.remote} status={status} health={health} healthFailed={healthFailed} />
      ))}
    </Flex>
  );
}

export default OpsPage;
