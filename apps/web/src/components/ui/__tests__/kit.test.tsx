import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { DropdownMenu } from '../dropdown-menu';
import { ProgressBar } from '../progress-bar';
import { TextField } from '../text-field';

describe('component kit', () => {
  it('Button shows its loading text, is disabled and busy while loading', () => {
    render(
      <Button loading loadingText="Saving...">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('TextField links its error with aria-describedby and marks the control invalid', () => {
    render(<TextField label="Email" error="Please provide a valid email address." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please provide a valid email address.');
  });

  it('a password TextField can be revealed', async () => {
    render(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('ProgressBar exposes its value to assistive technology', () => {
    render(<ProgressBar label="Course progress" value={12} max={30} showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '30');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
  });

  it('DropdownMenu opens with the keyboard, moves with arrows, closes on Escape', async () => {
    const onRename = vi.fn();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <DropdownMenu
            trigger="Options"
            items={[
              { key: 'rename', label: 'Rename', onSelect: onRename },
              { key: 'help', label: 'Help', to: '/help' },
            ]}
          />
        ),
      },
    ]);
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    const trigger = screen.getByRole('button', { name: 'Options' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
