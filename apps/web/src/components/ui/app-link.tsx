import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

export type RenderLink = (props: AppLinkProps) => ReactNode;

const renderPlainLink: RenderLink = ({ to, ...props }) => <a href={to} {...props} />;

const LinkRenderer = createContext<RenderLink>(renderPlainLink);

/**
 * The SPA renders links with React Router's Link here, so they navigate without a page load. The
 * prerendered landing page has no router (it keeps react-router out of its first load): there links
 * are plain <a>.
 */
export const AppLinkProvider = LinkRenderer;

/** A link to a page of the app: `to` is a path from config/paths. */
export function AppLink(props: AppLinkProps) {
  return useContext(LinkRenderer)(props);
}
