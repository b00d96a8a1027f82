/** Shown when the shell cannot even read its runtime files: plain markup, no remote, no kit. */
export function StartupFailure() {
  return (
    <main style={{ maxWidth: 480, margin: '20vh auto', padding: 24, textAlign: 'center' }}>
      <h1 style={{ fontSize: 22 }}>Сайт временно недоступен</h1>
      <p>Мы уже чиним. Попробуйте обновить страницу через минуту.</p>
      <button type="button" onClick={() => location.reload()}>
        Обновить страницу
      </button>
    </main>
  );
}
