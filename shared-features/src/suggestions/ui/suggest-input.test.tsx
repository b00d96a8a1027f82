import { render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createSuggestions } from '../model';
import { SuggestInput } from './suggest-input';

const binding = (id: string) => ({ id, name: id, value: '', onChange: () => undefined, onBlur: () => undefined });

function drawn(id: string, autoComplete?: string) {
  const suggestions = createSuggestions(() => Promise.resolve([]));
  render(
    <Provider value={fork()}>
      <SuggestInput input={binding(id)} inputRef={() => undefined} suggestions={suggestions} autoComplete={autoComplete} />
    </Provider>,
  );
  return document.getElementById(id) as HTMLInputElement;
}

test('a field with suggestions says its purpose for the browser’s autofill (WCAG 1.3.5): a full name is `name`', () => {
  expect(drawn('fio', 'name').getAttribute('autocomplete')).toBe('name');
});

test('one without a purpose keeps the browser’s own list away from the suggestions', () => {
  expect(drawn('registrationFullAddress').getAttribute('autocomplete')).toBe('new-password');
});
