import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('footer', () => {
  it('carries the tagline, the site links, the landing anchors and two social profiles', async () => {
    renderApp('/blog');
    await screen.findByRole('heading', { level: 1 });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('AI-powered personalized learning for everyone.')).toBeInTheDocument();
    const links: [string, string][] = [
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/policy'],
      ['Terms of Service', '/TermsOfService'],
      ['Cookie Policy', '/cookies'],
      ['GDPR', '/GDPR'],
      ['Features', '/#features'],
      ['Pricing', '/#pricing'],
      ['Testimonials', '/#testimonials'],
    ];
    for (const [name, href] of links) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const name of [/LinkedIn/, /X \(Twitter\)/]) {
      const social = footer.getByRole('link', { name });
      expect(social).toHaveAttribute('rel', 'noopener noreferrer');
      expect(social).toHaveAttribute('target', '_blank');
    }
  });
});
