import { operations } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultConfig, json, mockApi, on } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CONFIG_ERROR_MESSAGE } from '../components/config-gate';

const config = {
  ...defaultConfig,
  governingLaw: 'the Republic of Singapore',
  contactEmail: 'team@pathwise.example',
  blogLinks: [
    { title: 'Escape tutorial hell', url: 'https://blog.example.com/escape' },
    { title: 'A project in 5 days', url: 'https://blog.example.com/five-days' },
    { title: 'Learning with an AI tutor', url: 'https://blog.example.com/ai-tutor' },
  ],
};

async function open(path: string, heading: string) {
  mockApi({ ...on(operations.system.config, config) });
  const app = renderApp(path);
  const main = within(screen.getByRole('main'));
  await main.findByRole('heading', { level: 1, name: heading });
  return { ...app, main };
}

describe('static pages', () => {
  it.each([
    ['/policy', 'Privacy Policy'],
    ['/GDPR', 'GDPR Compliance'],
    ['/TermsOfService', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
    ['/blog', 'Blog'],
    ['/contact', 'Contact Us'],
    ['/about', 'About Us'],
  ])('%s shows the effective date March 17, 2025 and its own description', async (path, heading) => {
    await open(path, heading);
    expect(screen.getByText('March 17, 2025')).toHaveAttribute('datetime', '2025-03-17');
    await waitFor(() => {
      expect(document.title).toBe(`${heading} | Pathwise`);
    });
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toBeTruthy();
    expect(document.head.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      description,
    );
  });

  it('privacy policy covers collection, uses, sharing, rights, security and a contact in Bengaluru', async () => {
    const { main } = await open('/policy', 'Privacy Policy');
    for (const heading of [
      'Information we collect',
      'How we use it',
      'Sharing',
      'Your rights',
      'Security',
      'Contact',
    ])
      expect(await main.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/Contact details:/)).toBeInTheDocument();
    expect(screen.getByText(/Usage data:/)).toBeInTheDocument();
    expect(screen.getByText(/send the reminders/)).toBeInTheDocument();
    expect(screen.getByText(/For marketing/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'team@pathwise.example' })).toHaveAttribute(
      'href',
      'mailto:team@pathwise.example',
    );
    expect(main.getByText(/Bengaluru, Karnataka, India/)).toBeInTheDocument();
  });

  it('GDPR page names the controller, three lawful bases, six rights and a data-protection contact', async () => {
    const { main } = await open('/GDPR', 'GDPR Compliance');
    await main.findByRole('heading', { level: 2, name: 'Data controller' });
    const bases = within(main.getByRole('heading', { name: 'Lawful bases for processing' }).parentElement!);
    for (const basis of ['Consent', 'Contract', 'Legitimate interests'])
      expect(bases.getByText(new RegExp(`^${basis}:`))).toBeInTheDocument();
    const rights = main.getByRole('heading', { name: 'Your rights' }).parentElement!;
    expect(within(rights).getAllByRole('listitem')).toHaveLength(6);
    expect(main.getByRole('heading', { name: 'Data-protection contact' })).toBeInTheDocument();
  });

  it('terms match the product (7-day trial, one-time ₹499 lifetime, refunds) and take the governing law from configuration', async () => {
    const { main } = await open('/TermsOfService', 'Terms of Service');
    const governing = (await main.findByRole('heading', { name: 'Governing law' })).parentElement!;
    expect(governing).toHaveTextContent('governed by the laws of the Republic of Singapore');
    expect(main.getByRole('heading', { name: 'Free trial' }).parentElement).toHaveTextContent(
      /7 days of full access/,
    );
    const premium = main.getByRole('heading', { name: /one payment, lifetime access/ }).parentElement!;
    expect(premium).toHaveTextContent('₹499, paid once');
    expect(premium).toHaveTextContent('not a subscription');
    expect(main.getByRole('heading', { name: 'Refunds' }).parentElement).toHaveTextContent(/not refundable/);
    expect(main.queryByText(/tiered pricing/i)).not.toBeInTheDocument();
  });

  it('blog links to the three posts from configuration, in a new tab', async () => {
    const { main } = await open('/blog', 'Blog');
    const links = await main.findAllByRole('link', { name: /opens in a new tab/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(config.blogLinks.map((link) => link.url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('contact shows the configured e-mail and the Bengaluru location', async () => {
    const { main } = await open('/contact', 'Contact Us');
    expect(await main.findByRole('link', { name: 'team@pathwise.example' })).toHaveAttribute(
      'href',
      'mailto:team@pathwise.example',
    );
    expect(main.getByText('Bengaluru, Karnataka, India')).toBeInTheDocument();
  });

  it('about states the mission and the vision', async () => {
    const { main } = await open('/about', 'About Us');
    expect(main.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: 'Our vision' })).toBeInTheDocument();
  });

  it('offers a retry when the configuration cannot be loaded', async () => {
    let fail = true;
    mockApi({ ...on(operations.system.config, () => (fail ? json({ error: 'down' }, 500) : json(config))) });
    const { user } = renderApp('/contact');
    expect(await screen.findByText(CONFIG_ERROR_MESSAGE)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'team@pathwise.example' })).toBeInTheDocument();
  });
});
