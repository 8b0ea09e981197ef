/** The slice of Google Identity Services (accounts.google.com/gsi/client) that we use. */
export const GSI_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

interface ButtonOptions {
  type: 'standard';
  theme: 'outline' | 'filled_blue';
  size: 'large';
  text: 'continue_with' | 'signin_with';
  shape: 'rectangular' | 'pill';
  logo_alignment: 'left' | 'center';
  width: number;
}

interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    ux_mode?: 'popup';
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: ButtonOptions): void;
}

export function getGoogleIdentity(): GoogleIdentity | undefined {
  const { google } = window as { google?: { accounts?: { id?: GoogleIdentity } } };
  return google?.accounts?.id;
}

// GSI may be initialised once per page; the mounted button swaps in its own handler.
let initializedFor: string | null = null;
let credentialHandler: ((credential: string) => void) | null = null;

export function setCredentialHandler(handler: ((credential: string) => void) | null): void {
  credentialHandler = handler;
}

export function initializeGoogleIdentity(gsi: GoogleIdentity, clientId: string): void {
  if (initializedFor === clientId) return;
  gsi.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    callback: (response) => {
      if (response.credential) credentialHandler?.(response.credential);
    },
  });
  initializedFor = clientId;
}
