import { ConfigGate } from '@/features/legal/components/config-gate';
import { ContactDetails } from '@/features/legal/components/contact-details';
import { StaticPage } from '@/features/legal/components/static-page';
import { contactPage } from '@/features/legal/content/company';

export function ContactRoute() {
  return (
    <StaticPage title={contactPage.title} description={contactPage.description}>
      <p className="mb-8 text-lg text-ink">{contactPage.intro}</p>
      <ConfigGate>{(config) => <ContactDetails email={config.contactEmail} />}</ConfigGate>
    </StaticPage>
  );
}
