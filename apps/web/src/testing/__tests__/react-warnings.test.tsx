import { render, screen } from '@testing-library/react';
import { version } from 'react-dom';
import { expect, it } from 'vitest';
import { failOnConsoleErrors, takeConsoleErrors } from '../console-errors';

it('renders with react-dom 19, whose warnings fail the test', () => {
  expect(version).toMatch(/^19\./);
  const items = ['one', 'two'];
  // A list without keys: react-dom's development build warns; a renderer without its warnings stays silent.
  render(
    <ul>
      {items.map((item) => (
        <li>{item}</li>
      ))}
    </ul>,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  const errors = takeConsoleErrors();
  expect(errors.map((args) => String(args[0])).join('\n')).toMatch(/unique "key" prop/);
  expect(() => {
    failOnConsoleErrors(errors);
  }).toThrow(/Unexpected console\.error/);
});
