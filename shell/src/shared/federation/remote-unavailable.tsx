import { Button, Result } from 'ui-kit';

export type RemoteUnavailableProps = { onRetry: () => void };

export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <Result
      status="warning"
      title="Раздел временно недоступен"
      subTitle="Остальные разделы сайта работают. Попробуйте загрузить этот раздел ещё раз."
      extra={
        <Button type="primary" onClick={onRetry}>
          Повторить
        </Button>
      }
    />
  );
}
