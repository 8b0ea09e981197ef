import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

/** A local stand-in for Google's JWKS endpoint and a signer for ID tokens it vouches for. */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  sign: (claims: JWTPayload, options?: { expiresIn?: string | number; foreignKey?: boolean }) => Promise<string>;
  close: () => Promise<void>;
}

export async function startFakeGoogle(clientId = 'test-client.apps.googleusercontent.com'): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    sign: (claims, options = {}) =>
      new SignJWT({ iss: 'https://accounts.google.com', aud: clientId, email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.foreignKey ? foreign.privateKey : privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
