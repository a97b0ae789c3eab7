// A test identity provider in a process of its own, whose clock the test may set: run by
// startOidcProviderProcess() (oidc-provider.ts), driven by IPC messages.
import { startOidcProvider, type TestIdentity, type TestOidcProviderOptions } from './oidc-provider';

type Message = { type: 'signInAs'; identity: TestIdentity } | { type: 'clock'; offsetSeconds: number };

// The provider reads the time through Date.now() (its iat, exp and every expiry): in this
// process only, that clock runs as far from the machine's as the test says.
const machineNow = Date.now.bind(Date);
let offsetMs = 0;
Date.now = () => machineNow() + offsetMs;

const options = JSON.parse(process.env.TEST_OIDC_OPTIONS ?? '{}') as TestOidcProviderOptions;
const idp = await startOidcProvider(options);
process.on('message', (message: Message) => {
  if (message.type === 'signInAs') idp.signInAs(message.identity);
  if (message.type === 'clock') offsetMs = message.offsetSeconds * 1000;
  process.send!({ type: 'done' });
});
process.on('disconnect', () => {
  void idp.close().then(() => process.exit(0));
});
process.send!({ type: 'ready', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret });
