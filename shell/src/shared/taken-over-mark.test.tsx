import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { TakenOverMark, takenOverAttribute } from './taken-over-mark';

function Place() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} data-testid="place">
      <button type="button">Кнопка</button>
      <TakenOverMark place={ref} />
    </div>
  );
}

test('a place the browser mounts is marked as taken over once its commit is done (its ref comes after its children’s effects)', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Place />));
  expect(container.querySelector('[data-testid="place"]')?.hasAttribute(takenOverAttribute)).toBe(true);
  act(() => root.unmount());
  container.remove();
});

test('an element given as it is (the page’s root) is marked', async () => {
  const place = document.createElement('div');
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<TakenOverMark place={place} />));
  expect(place.hasAttribute(takenOverAttribute)).toBe(true);
  act(() => root.unmount());
});
