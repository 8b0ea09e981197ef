import { BlogLinks } from '@/features/legal/components/blog-links';
import { ConfigGate } from '@/features/legal/components/config-gate';
import { StaticPage } from '@/features/legal/components/static-page';
import { blogPage } from '@/features/legal/content/company';

export function BlogRoute() {
  return (
    <StaticPage title={blogPage.title} description={blogPage.description}>
      <p className="mb-8 text-lg text-ink">{blogPage.intro}</p>
      <ConfigGate>{(config) => <BlogLinks links={config.blogLinks} />}</ConfigGate>
    </StaticPage>
  );
}
