import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const widths = { narrow: 'max-w-md', prose: 'max-w-3xl', wide: 'max-w-content' } as const;

type PageContainerProps = ComponentProps<'div'> & { width?: keyof typeof widths };

export function PageContainer({ width = 'wide', className, ...props }: PageContainerProps) {
  return <div className={cn('mx-auto w-full px-4 py-10 sm:px-6 sm:py-14', widths[width], className)} {...props} />;
}
