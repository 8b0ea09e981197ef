import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { EmptyStateIllustration, type EmptyStateVariant } from '../empty-state-illustration';
import { FinishIllustration } from '../finish-illustration';

const variants: EmptyStateVariant[] = ['no-plan', 'no-messages', 'not-found', 'certificate-not-found'];

describe('illustrations', () => {
  it.each(variants)('%s is decorative, textless and drawn in the one style', (variant) => {
    const { container } = render(<EmptyStateIllustration variant={variant} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-illustration', variant);
    expect(svg).toHaveAttribute('stroke-width', '3');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
    expect(svg?.querySelector('text, title')).toBeNull();
    expect(svg?.textContent).toBe('');
  });

  it('the finish scene is decorative too', () => {
    const { container } = render(<FinishIllustration className="w-56" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('w-56');
    expect(svg?.querySelector('text')).toBeNull();
  });

  it('the not-found page shows its illustration above the words', async () => {
    mockApi();
    const { container } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(container.querySelector('svg[data-illustration="not-found"]')).not.toBeNull();
  });
});
