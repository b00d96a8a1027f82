import { useEffect, useState } from 'react';
import { Button, Space } from '@microloans/ui-kit';
import { fetchDeployedBuildId, runningBuildId } from './deployed-build';
import { pageStartedAt, versionPollIntervalMs } from './version-check';

/**
 * Polls `latest.json` every 5 minutes while the tab is visible (a hidden tab asks once when it
 * comes back, if a poll is due) and offers a reload when a new build is deployed. It never
 * reloads by itself: a borrower may be in the middle of an application.
 */
export default function NewVersionNotice() {
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let lastPoll = pageStartedAt;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const poll = async () => {
      lastPoll = Date.now();
      const deployed = await fetchDeployedBuildId();
      if (deployed && deployed !== runningBuildId) setAvailable(true);
    };
    const schedule = () => {
      if (timer) clearTimeout(timer);
      if (document.visibilityState === 'hidden') return;
      const wait = Math.max(0, lastPoll + versionPollIntervalMs - Date.now());
      timer = setTimeout(() => void poll().finally(schedule), wait);
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, []);

  if (!available || dismissed) return null;
  return (
    <div className="new-version-notice" role="status" data-testid="new-version">
      <span>Вышла новая версия сайта. Обновите страницу, когда будет удобно.</span>
      <Space>
        <Button type="primary" size="small" onClick={() => location.reload()}>
          Обновить
        </Button>
        <Button size="small" onClick={() => setDismissed(true)}>
          Позже
        </Button>
      </Space>
    </div>
  );
}
