import type { SVGProps } from 'react';

/** A small, fixed icon set (stroke icons, 24px grid) so the shell needs no icon library. */
type IconProps = SVGProps<SVGSVGElement>;

function Stroke({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Stroke>
);

export const CloseIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Stroke>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m6 9 6 6 6-6" />
  </Stroke>
);

export const EyeIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Stroke>
);

export const EyeOffIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6A17.3 17.3 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </Stroke>
);

export const CheckCircleIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </Stroke>
);

export const AlertCircleIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6M12 17h.01" />
  </Stroke>
);

export const InfoIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-5M12 8h.01" />
  </Stroke>
);

export const WarningIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </Stroke>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Stroke>
);

export const LockIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Stroke>
);

/** The streak: a flame. */
export const FlameIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 2.5c.6 3.2 3.3 4.9 4.9 7.6A7 7 0 1 1 5 13.4c0-2.2 1-4 2.7-5.3.2 1.9 1.1 3.1 2.4 3.6C9.8 8.3 10.5 5 12 2.5Z" />
  </Stroke>
);

/** A streak freeze: a snowflake. */
export const SnowflakeIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7" />
    <path d="M13.8 6.4 12.0 4.4 10.2 6.4M8.1 7.6 5.4 8.2 6.3 10.8M6.3 13.2 5.4 15.8 8.1 16.4M10.2 17.6 12.0 19.6 13.8 17.6M15.9 16.4 18.6 15.8 17.7 13.2M17.7 10.8 18.6 8.2 15.9 7.6" />
  </Stroke>
);

/** A celebration: two sparkles. */
export const SparklesIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M10 3.5 11.8 9 17 10.8 11.8 12.6 10 18 8.2 12.6 3 10.8 8.2 9Z" />
    <path d="M18 15v5M15.5 17.5h5" />
  </Stroke>
);

export const LinkedInIcon = (props: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    width="1em"
    height="1em"
    {...props}
  >
    <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
  </svg>
);

export const XBrandIcon = (props: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    width="1em"
    height="1em"
    {...props}
  >
    <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z" />
  </svg>
);
