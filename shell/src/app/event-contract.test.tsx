import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TakenOverMark } from '../shared/taken-over-mark';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** index.html's event contract: the inline script that holds a tap made before the page's code took its control over. */
const eventContract = (() => {
  const html = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((code) => code.includes('data-held'));
  if (!script) throw new Error('index.html has no event contract script');
  return script;
})();

// The contract listens on the document from the first byte: installed once, as the page does (the
// page's own inline script, run as the browser runs it).
new Function(eventContract)();

/** A remote's place with a button, as the server draws it and the browser takes it over (the shell's RemoteSlot marks it). */
function Place({ onPress }: { onPress: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} data-remote-slot="mf_cabinet">
      <button type="button" data-testid="press" onClick={onPress}>
        Войти
      </button>
      <TakenOverMark place={ref} />
    </div>
  );
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

test('a tap on a server-drawn control is held until the project’s mark says its place is taken over, then carried out once', async () => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-server-rendered', '');
  const pressed = jest.fn();
  root.innerHTML = renderToString(<Place onPress={pressed} />);
  document.body.append(root);
  const button = () => root.querySelector<HTMLButtonElement>('[data-testid="press"]')!;

  button().click();
  expect(button().hasAttribute('data-held')).toBe(true);
  expect(pressed).not.toHaveBeenCalled();

  // The page's code takes the place over: TakenOverMark marks it, and the contract carries the tap out.
  // (React's development build warns of the held mark, an attribute the server did not draw.)
  const warned = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(root, <Place onPress={pressed} />);
  });
  warned.mockRestore();
  await until(() => pressed.mock.calls.length > 0, 'the held tap carried out');
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(button().hasAttribute('data-held')).toBe(false);

  // Taken over, a tap is the page's own at once: nothing is held.
  button().click();
  expect(pressed).toHaveBeenCalledTimes(2);
  expect(button().hasAttribute('data-held')).toBe(false);
  root.remove();
});

test('the contract knows no framework’s private fields, only the project’s marks', () => {
  expect(eventContract).not.toMatch(/__react/);
  expect(eventContract).toContain("'data-taken-over'");
  expect(eventContract).toContain("'[data-remote-slot]'");
});
