import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

/** Signs a demo login in to a server and answers its access token. */
export async function signIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/Account/SignIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserName: username, Password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A started connection of the official client to a hub, configured as core configures it (WebSockets, no negotiation). */
export async function connectHub(baseUrl: string, path: string, token: string): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${path}`, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: true,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
  return connection;
}

/** A NewMessage call's argument: `from` writes `text` to `to` of the same company, under the client's id `id`. */
export const outgoingMessage = (companyId: number, from: number, to: number, id: string, text: string) => ({
  FromUserId: from,
  ToUserId: to,
  CompanyId: companyId,
  FromUserTypeId: 1,
  ToUserTypeId: 1,
  ChatMessage: text,
  IsAttachmentExists: false,
  ClientMessageId: id,
});
