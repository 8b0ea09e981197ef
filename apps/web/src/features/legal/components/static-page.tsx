import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { usePageMeta } from '@/hooks/use-page-meta';
import { EFFECTIVE_DATE, EFFECTIVE_DATE_ISO } from '../content/types';

interface StaticPageProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of every static page: title, the effective date (SPEC §2), then the content. */
export function StaticPage({ title, description, children }: StaticPageProps) {
  usePageMeta(title, description);
  return (
    <PageContainer width="prose">
      <article>
        <div className="border-b border-line pb-6">
          <h1 className="text-title text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-ink-muted">
            Effective date: <time dateTime={EFFECTIVE_DATE_ISO}>{EFFECTIVE_DATE}</time>
          </p>
        </div>
        <div className="mt-8">{children}</div>
      </article>
    </PageContainer>
  );
}
