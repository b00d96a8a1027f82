import { isRecord } from '../lib/guards';

/** Public runtime configuration served as `config.json` by the shell's origin; never baked in. */
export type ProjectMode = 'main' | 'blog';

export type RuntimeConfig = {
  apiBaseUrl: string;
  analyticsCounterId: string | null;
  loggerUrl: string | null;
  projectMode: ProjectMode;
  version: string;
  /** Visit-tracking endpoint that answers `{ clientUuid }`; optional. */
  visitTrackingUrl?: string | null;
  /**
   * The analytics counter's script (Metrika's `https://mc.yandex.ru/metrika/tag.js` in production;
   * a 127.0.0.1 stand-in locally). Without it a configured counter only queues its calls.
   */
  analyticsScriptUrl?: string | null;
};

const optionalString = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isRecord(json)) throw new Error('config.json: ожидался объект');
  const { apiBaseUrl, projectMode, version } = json;
  if (typeof apiBaseUrl !== 'string' || !apiBaseUrl) throw new Error('config.json: нет apiBaseUrl');
  if (projectMode !== 'main' && projectMode !== 'blog') {
    throw new Error('config.json: projectMode должен быть main или blog');
  }
  return {
    apiBaseUrl,
    projectMode,
    version: typeof version === 'string' ? version : '0.0.0',
    analyticsCounterId: optionalString(json.analyticsCounterId),
    loggerUrl: optionalString(json.loggerUrl),
    visitTrackingUrl: optionalString(json.visitTrackingUrl),
    analyticsScriptUrl: optionalString(json.analyticsScriptUrl),
  };
}
