import { useUnit } from 'effector-react';
import { $loadingBar } from '../../shared/loading';
import './loading-bar.css';

/** SPEC §9: the bar grows toward 100 % over about 2 s. */
export const loadingBarDurationMs = 2000;

/** The thin bar at the top: 3 px, #FADA39, red on error, fading once everything has loaded. */
export function LoadingBar() {
  const { phase, failed } = useUnit($loadingBar);
  if (phase === 'idle') return null;
  return (
    <div
      className={`loading-bar loading-bar-${phase}${failed ? ' loading-bar-failed' : ''}`}
      data-testid="loading-bar"
      role="progressbar"
      aria-label="Загрузка страницы"
      style={{ ['--loading-bar-duration' as string]: `${loadingBarDurationMs}ms` }}
    />
  );
}
